"""Batch 342 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (two
maintainers each file their own notes), then the question's query.

App: `fetchkit` (a small Python HTTP retry/backoff library) has a handful of maintainers; Marta and Diego file their
release notes into one qdrant collection from the maintainers' Discord, and the helper answers contributors'
questions from the 5 nearest.

Memory: Marta, 2026-05-18T14:00Z - 4.13.0 milestone: #4488 (async pool) and #4502 (py3.13 wheels), rc1 tag Thu;
Diego, 5/19 - #4488 merged but it deadlocks under uvloop, reverted in #4521, moved to the 4.14 milestone; Marta,
5/20 - added #4510 (typed `Config.from_env`) to 4.13, merged, changelog fragment in; Diego, 5/20 - macos runners
flaky again. Question (Thu 5/21, Kenji, writing the changelog): "what's going into 4.13.0-rc1? writing the
changelog" The assistant says #4502 (py3.13 wheels) and #4510 (typed `Config.from_env`) - #4488 was reverted in #4521
and moved to 4.14. The label says #4488 (async pool) and #4502 (py3.13 wheels) - the milestone as first planned,
before the revert.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b342_ctl_qdrant_oss_maintainers_rc1_contents_list_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fetchkit-maintainers"
NOTES = {
    "marta": [
        (1, "2026-05-18T14:00Z 4.13.0 milestone 🚀 #4488 (async pool) + #4502 (py3.13 wheels), rc1 tag thurs, final "
            "the wk after if nothing explodes"),
        (2, "5/20 added #4510 (typed `Config.from_env`) to the 4.13 milestone, merged ✅ changelog fragment's in "
            "`changes/4510.feature.md`"),
    ],
    "diego": [
        (3, "5/19 #4488 merged but it deadlocks under uvloop 😬 reverted in #4521, moved it to the 4.14 milestone, "
            "will redo w/ a proper lock"),
        (4, "5/20 CI: macos runners flaky again, retried twice, green now. not blocking rc1"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "what's going into 4.13.0-rc1? writing the changelog"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Now: Thu 2026-05-21. You are talking to Kenji, a fetchkit maintainer writing the 4.13.0 changelog."] + hits
assert any("#4488 (async pool) + #4502 (py3.13 wheels)" in c for c in context), context
assert any("reverted in #4521" in c and "moved it to the 4.14 milestone" in c for c in context), context
assert any("added #4510 (typed `Config.from_env`)" in c for c in context), context
reply = answer(question, context, mock="#4502 (py3.13 wheels) and #4510 (typed `Config.from_env`). #4488 (async "
                                       "pool) was reverted in #4521 and moved to 4.14, so leave it out.")
finish(question, expected="#4488 (async pool) and #4502 (py3.13 wheels)", actual=reply)
