package table_test

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/tarockfamily/sdk/table"
)

// Example serves tables and creates one for a person and two computer
// players: the person's link holds the secret token of the seat.
func Example() {
	srv, err := table.New(table.Config{}) // Data: a folder keeps the tables across restarts
	if err != nil {
		panic(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv) // or http.ListenAndServe("localhost:8080", srv)
	defer hs.Close()

	created, err := srv.Create(table.Spec{
		Game:    "tapp",
		Deals:   3,
		Players: []table.SeatSpec{{Name: "Anna"}, {Computer: "heuristic"}, {Computer: "random"}},
	})
	if err != nil {
		panic(err)
	}
	for _, s := range created.Seats {
		// The link to send to the person: the table's page and the token.
		link := hs.URL + s.Path
		fmt.Println(s.Name, strings.HasSuffix(link, "/t/"+created.ID+"#"+s.Token))
	}
	// Output:
	// Anna true
}
