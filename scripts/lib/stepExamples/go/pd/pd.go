// Package pd stands in for github.com/PipedreamHQ/pipedream-go when scripts/check-examples.ts runs the Go step
// examples of the docs: the same API (Steps, Export, Unmarshal, MustUnmarshal) over the same files
// ($PIPEDREAM_STEPS holds the previous steps as JSON, each export is a line `name:json=value` of
// $PIPEDREAM_EXPORTS). It also sends every HTTP request of the default transport to the check's fake APIs
// ($PD_CHECK_BASE): https://host/path becomes $PD_CHECK_BASE/host/path.
package pd

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Steps holds the previous steps' data, read when the program starts.
var Steps map[string]interface{}

// Unmarshal decodes the previous steps' data into v.
func Unmarshal(v interface{}) error {
	data, _ := os.ReadFile(os.Getenv("PIPEDREAM_STEPS"))
	if len(data) == 0 {
		data = []byte("null")
	}
	return json.Unmarshal(data, v)
}

// MustUnmarshal is Unmarshal that panics on an error.
func MustUnmarshal(v interface{}) {
	if err := Unmarshal(v); err != nil {
		panic(err)
	}
}

// Export appends an export for the following steps.
func Export(name string, value interface{}) {
	data, err := json.Marshal(value)
	if err != nil {
		panic(err)
	}
	f, err := os.OpenFile(os.Getenv("PIPEDREAM_EXPORTS"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if _, err := f.WriteString(name + ":json=" + string(data) + "\n"); err != nil {
		panic(err)
	}
}

// fakeTransport sends a request to the fake APIs, with the host it was meant for as the first path segment.
type fakeTransport struct {
	base  *url.URL
	plain http.RoundTripper
}

func (t fakeTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	u := *t.base
	u.Path = strings.TrimSuffix(t.base.Path, "/") + "/" + req.URL.Host + req.URL.Path
	u.RawPath = ""
	u.RawQuery = req.URL.RawQuery
	r.URL = &u
	r.Host = u.Host
	return t.plain.RoundTrip(r)
}

func init() {
	MustUnmarshal(&Steps)
	if base := os.Getenv("PD_CHECK_BASE"); base != "" {
		u, err := url.Parse(base)
		if err != nil {
			panic(err)
		}
		plain := http.DefaultTransport.(*http.Transport).Clone()
		plain.Proxy = nil
		http.DefaultTransport = fakeTransport{base: u, plain: plain}
	}
}
