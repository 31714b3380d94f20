/**
 * `<PricingTable />`: the plans side by side, from `pricingTiers` and the constants module. A price the
 * module does not give is "Contact sales", never a made-up number.
 */
import React, {type ReactNode} from 'react';
import {formatCount, pricingTiers, tierDailyInvocations, tierPrice} from '@site/src/data/platform';
import Limit from '@site/src/components/Limit';

export default function PricingTable(): ReactNode {
  return (
    <div className="table-scroll">
      <table className="pricing-table">
        <thead>
          <tr>
            <th scope="col">Plan</th>
            {pricingTiers.map((t) => (
              <th scope="col" key={t.id} data-tier={t.id}>
                {t.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">For</th>
            {pricingTiers.map((t) => (
              <td key={t.id}>{t.summary}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Price</th>
            {pricingTiers.map((t) => (
              <td key={t.id} data-tier={t.id}>
                {tierPrice(t)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Invocations included per month</th>
            {pricingTiers.map((t) => (
              <td key={t.id}>{formatCount(t.monthlyInvocations)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Daily invocations limit</th>
            {pricingTiers.map((t) => (
              <td key={t.id}>{tierDailyInvocations(t)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Team members</th>
            {pricingTiers.map((t) => (
              <td key={t.id}>{t.teamMembers === null ? '—' : `Up to ${t.teamMembers}`}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="pricing-table__note">
        Free organizations have a daily invocations limit of <Limit name="dailyInvocationsFreeOrg" />. Each invocation beyond a paid plan&apos;s included
        invocations costs <Limit name="pricePerInvocation" />.
      </p>
    </div>
  );
}
