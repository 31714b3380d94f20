module github.com/PipedreamHQ/pipedream-go

go 1.19
