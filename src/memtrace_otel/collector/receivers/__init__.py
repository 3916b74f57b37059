"""Receivers: OTLP/HTTP (protobuf and JSON) and OTLP/gRPC, both feeding the traces pipeline."""
