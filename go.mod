module github.com/tarockfamily/sdk

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	pgregory.net/rapid v1.3.0
)

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/coder/websocket v1.8.15
	golang.org/x/exp v0.0.0-20261113113407-e3970619a1a4
	golang.org/x/term v0.48.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/sys v0.50.0 // indirect
)
