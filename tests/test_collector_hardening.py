"""Hardening found by fault and bad-input tests (issue 15): every regression here failed before its fix."""

from __future__ import annotations

import gzip
import zlib

import httpx
import pytest
from google.rpc import status_pb2
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceResponse

from collector_support import make_collector, numbered_request

PB = {"Content-Type": "application/x-protobuf"}
GZ = {**PB, "Content-Encoding": "gzip"}


@pytest.fixture
def collector(tmp_path):
    c = make_collector(tmp_path, grpc=False).start()
    yield c
    c.stop()


def _post(c, body: bytes, headers=None) -> httpx.Response:
    return httpx.post(c.http_url + "/v1/traces", content=body, headers=headers if headers is not None else PB,
                      timeout=10)


def _message(resp: httpx.Response) -> str:
    return status_pb2.Status.FromString(resp.content).message


# ------------------------------------------------------------------------------------------------ item 1: gzip
def test_every_gzip_member_is_decoded_and_stored(collector):
    first, second = numbered_request(0, 3), numbered_request(3, 4)
    body = gzip.compress(first.SerializeToString()) + gzip.compress(second.SerializeToString())
    resp = _post(collector, body, GZ)
    assert resp.status_code == 200, _message(resp)
    assert not ExportTraceServiceResponse.FromString(resp.content).HasField("partial_success")
    assert collector.store.stats().spans == 7
    assert collector.counters.get("spans_accepted") == 7
    # a member boundary inside a span (the compressor flushed mid-message) is still one request
    raw = numbered_request(10, 5).SerializeToString()
    body = gzip.compress(raw[:17]) + gzip.compress(raw[17:]) + gzip.compress(b"")
    assert _post(collector, body, GZ).status_code == 200
    assert collector.store.stats().spans == 12


@pytest.mark.parametrize("trailer", [b"garbage", b"\x1f", b"\x1f\x8b\x08", b"\x00\x00junk"])
def test_trailing_bytes_after_gzip_are_refused(collector, trailer):
    body = gzip.compress(numbered_request(0, 3).SerializeToString()) + trailer
    resp = _post(collector, body, GZ)
    assert resp.status_code == 400
    assert "gzip" in _message(resp)
    assert collector.store.stats().spans == 0
    assert collector.counters.snapshot()["requests_rejected_by_reason"] == {"bad_encoding": 1}


def test_zero_padding_after_gzip_is_accepted_like_gzip_tool(collector):
    body = gzip.compress(numbered_request(0, 3).SerializeToString()) + b"\x00" * 8
    assert _post(collector, body, GZ).status_code == 200
    assert collector.store.stats().spans == 3


def test_multi_member_gzip_bomb_is_still_bounded(tmp_path):
    from memtrace_otel.collector.config import HttpReceiverConfig

    c = make_collector(tmp_path, grpc=False,
                       http=HttpReceiverConfig(endpoint="127.0.0.1:0", max_request_body_size=5000)).start()
    try:
        member = gzip.compress(b"\x00" * 3000)
        resp = _post(c, member * 3, GZ)  # each member fits, the sum does not
        assert resp.status_code == 413 and "decompressed" in _message(resp)
    finally:
        c.stop()


def test_raw_deflate_stream_is_not_taken_for_gzip(collector):
    body = zlib.compress(numbered_request(0, 3).SerializeToString())
    assert _post(collector, body, GZ).status_code == 400


# ------------------------------------------------------------------------------------------------ item 5: modes
def test_store_files_are_owner_only(tmp_path):
    import os
    import stat

    old = os.umask(0o022)
    try:
        c = make_collector(tmp_path / "var" / "lib", name="spans", grpc=False)
        c.start()
        try:
            assert _post(c, numbered_request(0, 3).SerializeToString()).status_code == 200
            db = tmp_path / "var" / "lib" / "spans.db"
            files = [db, db.with_name("spans.db-wal"), db.with_name("spans.db-shm")]
            assert all(f.exists() for f in files)
            assert {f.name: oct(stat.S_IMODE(f.stat().st_mode)) for f in files} == {
                f.name: "0o600" for f in files}
            for d in (tmp_path / "var", tmp_path / "var" / "lib"):
                assert oct(stat.S_IMODE(d.stat().st_mode)) == "0o700", d
        finally:
            c.stop()
    finally:
        os.umask(old)


def test_an_existing_world_readable_store_is_tightened(tmp_path):
    import os
    import sqlite3
    import stat

    db = tmp_path / "old.db"
    sqlite3.connect(db).close()
    os.chmod(db, 0o644)
    c = make_collector(tmp_path, name="old", grpc=False).start()
    try:
        assert stat.S_IMODE(db.stat().st_mode) == 0o600
    finally:
        c.stop()


def test_store_path_that_cannot_be_created_is_a_store_error(tmp_path):
    from memtrace_otel.collector.store import StoreError
    from memtrace_otel.collector.store.sqlite import SQLiteSpanStore

    (tmp_path / "file").write_text("x")
    with pytest.raises(StoreError, match="cannot open SQLite store"):
        SQLiteSpanStore(tmp_path / "file" / "spans.db")
