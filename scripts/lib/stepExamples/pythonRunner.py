"""Runs the Python step examples of scripts/check-examples.ts in one process: python3 pythonRunner.py job.json out.json.

The job lists examples (code) and runs (an example, the steps data, the environment, the base URL of the fake
APIs). Each run executes the example's code as a fresh module and calls handler(pd) with a fake `pd`; every
request made with `requests` goes to the fake APIs. Prints one JSON array of outcomes:
{id, status: "ok" | "error" | "crash", message?, exports: {name: value}, dataStoreKeys: [the data store keys it used],
savedPages?: [for a run with `pageStarts` (what a file that holds the HTML page the fake services sent it starts
with), the files of its /tmp (`tmp`) that start with one of them: the page saved as a file (./savedPages.cjs)]}.
"""
import copy
import json
import os
import sys
import tempfile
import threading
import time
from urllib.parse import urlsplit

import requests
import requests.adapters

with open(sys.argv[1], encoding="utf-8") as f:
    job = json.load(f)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "fakePlatform.json"), encoding="utf-8") as f:
    fake = json.load(f)

state = {"base": ""}
_send = requests.adapters.HTTPAdapter.send


def send_to_fake_apis(self, request, **kwargs):
    """Any request goes to base/host/path over plain HTTP, without the caller's proxies."""
    parts = urlsplit(request.url)
    if parts.hostname != "127.0.0.1":
        request.url = f"{state['base']}/{parts.netloc}{parts.path or '/'}" + (f"?{parts.query}" if parts.query else "")
    kwargs["proxies"] = {}
    return _send(self, request, **kwargs)


requests.adapters.HTTPAdapter.send = send_to_fake_apis

# The fake platform's clock does not wait: an example that pauses between retries (time.sleep) goes on at once,
# as the fake services answer at once.
time.sleep = lambda seconds: None


class FlowExit(Exception):
    pass


class Auth(dict):
    def __missing__(self, key):
        return fake["auth"].get(key, fake["token"])


class DataStore(dict):
    """A data store in memory: the dictionary API of a data store input. Each key a call names goes into `keys` as
    text, for ./compare.ts to find a key built from a missing value (order:None)."""

    def __init__(self, keys):
        super().__init__()
        self.keys_used = keys

    def used(self, key):
        self.keys_used.append(key if isinstance(key, str) else str(key))
        return key

    def __getitem__(self, key):
        return super().__getitem__(self.used(key))

    def __setitem__(self, key, value):
        super().__setitem__(self.used(key), value)

    def __delitem__(self, key):
        super().__delitem__(self.used(key))

    def __contains__(self, key):
        return super().__contains__(self.used(key))

    def get(self, key, default=None):
        return super().get(self.used(key), default)

    def pop(self, key, *default):
        return super().pop(self.used(key), *default)

    def set(self, key, value, ttl=None):
        self[key] = copy.deepcopy(value)

    def set_ttl(self, key, ttl=None):
        self.used(key)


class Inputs(dict):
    """A step's inputs: a connected account for an app name, a data store for a name with "data_store"."""

    def __init__(self, keys):
        super().__init__()
        self.keys_used = keys

    def __missing__(self, key):
        value = DataStore(self.keys_used) if "data_store" in key or key in ("data", "store", "db") else {"$auth": Auth()}
        self[key] = value
        return value


class Flow:
    def __init__(self, exports):
        self.exports = exports

    def exit(self, reason=None):
        self.exports["$end"] = reason
        raise FlowExit()

    def urls(self):
        return {"resume_url": f"{fake['urlBase']}resume", "cancel_url": f"{fake['urlBase']}cancel"}

    def delay(self, ms):
        self.exports["$delay"] = ms
        return self.urls()

    def rerun(self, ms, context=None, max_retries=None):
        self.exports["$rerun"] = {"ms": ms, "context": context, "maxRetries": max_retries}
        return self.urls()

    def suspend(self, ms=None):
        self.exports["$suspend"] = ms
        return self.urls()


class Send:
    def __init__(self, exports):
        self.exports = exports

    def email(self, **message):
        self.exports["$send.email"] = message

    def http(self, **request):
        self.exports["$send.http"] = request

    def s3(self, **request):
        self.exports["$send.s3"] = request

    def sse(self, **request):
        self.exports["$send.sse"] = request

    def emit(self, **request):
        self.exports["$send.emit"] = request


class Pipedream:
    def __init__(self, steps, exports, keys):
        self.steps = steps
        self.inputs = Inputs(keys)
        self.exports = exports
        self.flow = Flow(exports)
        self.send = Send(exports)
        # The step's first run: https://pipedream.com/docs/code/python (pd.context["run"]["runs"] starts at 1)
        self.context = {"run": {"runs": 1}}

    def export(self, name, value):
        self.exports[name] = value

    def respond(self, response):
        self.exports["$respond"] = response


CRASH = (KeyError, TypeError, AttributeError, IndexError, NameError, ZeroDivisionError, json.JSONDecodeError,
         UnicodeError, SyntaxError)


def line(e):
    text = str(e).split("\n")[0]
    return f"{type(e).__name__}: {text}"


def run_once(run, code):
    exports = {}
    keys = []
    outcome = {"id": run["id"], "exports": exports, "dataStoreKeys": keys}
    state["base"] = run["base"]
    saved = dict(os.environ)
    os.environ.update(run["env"])
    # The run's /tmp (./run.ts `tmpOf`), for `tempfile`, which reads TMPDIR once and keeps it
    os.environ["TMPDIR"] = run["tmp"]
    tempfile.tempdir = None
    try:
        scope = {"__name__": "step"}
        exec(compile(code, "step.py", "exec"), scope)
        result = {}

        def call():
            try:
                result["value"] = scope["handler"](Pipedream(copy.deepcopy(run["steps"]), exports, keys))
            except BaseException as e:  # reported below, in the main thread
                result["error"] = e

        worker = threading.Thread(target=call, daemon=True)
        worker.start()
        worker.join(10)
        if worker.is_alive():
            return {**outcome, "status": "error", "message": "the run did not end within 10 s"}
        if "error" in result:
            raise result["error"]
        if result.get("value") is not None:
            exports["$return_value"] = result["value"]
        return {**outcome, "status": "ok"}
    except FlowExit:
        return {**outcome, "status": "ok"}
    except CRASH as e:
        return {**outcome, "status": "crash", "message": line(e)}
    except BaseException as e:  # an example's own error, or SystemExit
        return {**outcome, "status": "error", "message": line(e)}
    finally:
        os.environ.clear()
        os.environ.update(saved)


def saved_pages(tmp, starts):
    """The files under `tmp` that start with one of `starts`, as /tmp paths, except HTML files (./savedPages.cjs)."""
    starts = [s.encode() for s in starts]
    found = []
    for folder, _, names in os.walk(tmp):
        for name in names:
            file = os.path.join(folder, name)
            if name.lower().endswith((".html", ".htm")) or not os.path.isfile(file):
                continue
            with open(file, "rb") as f:
                head = f.read(max(len(s) for s in starts))
                if any(head.startswith(s) for s in starts):
                    found.append("/tmp/" + os.path.relpath(file, tmp))
    return sorted(found)


def with_saved_pages(run, outcome):
    return {**outcome, "savedPages": saved_pages(run["tmp"], run["pageStarts"])} if run.get("pageStarts") else outcome


codes = {e["id"]: e["code"] for e in job["examples"]}
outcomes = [with_saved_pages(run, run_once(run, codes[run["example"]])) for run in job["runs"]]
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump(outcomes, f, default=repr)
