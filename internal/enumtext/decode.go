package enumtext

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock"
)

// Strict is the UnmarshalJSON of a type whose JSON form is a struct with
// the same fields (dst converted to a pointer to that form): b is decoded
// strictly (see DecodeJSON) into a zero value, which is stored in *dst.
// On error *dst is unchanged.
func Strict[T any](typ string, b []byte, dst *T) error {
	var v T
	if err := DecodeJSON(typ, b, &v); err != nil {
		return err
	}
	*dst = v
	return nil
}

// Overlay is Strict starting from *dst instead of the zero value, so that
// a key missing from b keeps its value: the UnmarshalJSON of a game's
// Rules, read over a preset.
func Overlay[T any](typ string, b []byte, dst *T) error {
	v := *dst
	if err := DecodeJSON(typ, b, &v); err != nil {
		return err
	}
	*dst = v
	return nil
}

// Convert is the UnmarshalJSON of a type T read through a JSON form J of
// other fields: b is decoded strictly (see DecodeJSON) into a zero J, and
// build fills a zero T from it, returning "" or the reason the value is
// refused (for a *tarock.TextError of typ). Only when both succeed is the
// value stored in *dst; on error *dst is unchanged.
func Convert[J, T any](typ string, b []byte, dst *T, build func(j *J, v *T) string) error {
	var j J
	return ConvertFrom(typ, b, j, dst, build)
}

// ConvertFrom is Convert with the JSON form starting as j instead of its
// zero value, so that a key missing from b reads as j's field.
func ConvertFrom[J, T any](typ string, b []byte, j J, dst *T, build func(j *J, v *T) string) error {
	if err := DecodeJSON(typ, b, &j); err != nil {
		return err
	}
	var v T
	if reason := build(&j, &v); reason != "" {
		return &tarock.TextError{Type: typ, Text: string(b), Reason: reason}
	}
	*dst = v
	return nil
}

// Fill copies the list src read from JSON into the fixed array dst (as a
// slice) and returns how many entries it holds, or, when src is longer than
// dst, 0 and the reason for Convert: "<n> <what>, more than <len(dst)>"
// ("17 items, more than 16").
func Fill[E any](dst, src []E, what string) (int, string) {
	if len(src) > len(dst) {
		return 0, fmt.Sprintf("%d %s, more than %d", len(src), what, len(dst))
	}
	return copy(dst, src), ""
}
