"""Batch 342 (held out). An open-source library's maintainers: qdrant collection of the maintainers' notes, one root
span per note, one for the clean-up and one for the question; the clean-up deletes, by a payload filter, the triage
notes once they are copied to GitHub Discussions, and one of them also carried a change of release manager.

App: `pyrelay` (an async HTTP client library, ~4k stars) has five maintainers. Their Discord bot files the
maintainers' notes into one qdrant collection (payload ``kind``: roadmap, release, triage, ci); the helper answers
contributors' questions from the 4 nearest notes. After each weekly triage call Marta posts the triage notes to
GitHub Discussions and deletes the triage notes from the collection with a filter on ``kind``.

Planted fault (DeletionError): the release note (2026-04-20T15:00Z) has the rota - 4.12.x @mkowalski (Marta),
4.13.0 @priya-n, 4.14.0 @ddiaz. Marta's triage note of Tue 5/12 starts with the issues triaged (#4530 closed as dup,
#4533 needs a repro) and says, in the middle, that Priya starts parental leave 5/18, so Marta cuts 4.13.0 instead
and Diego stays on 4.14. Marta's clean-up (Thu 5/14) deletes the triage notes, that one with them. Question (Fri 5/15,
a contributor): "who's cutting v4.13.0? want to get #4533's backport in before the tag" -> expected @mkowalski (Marta;
Priya is on leave). The assistant says @priya-n.

Expected verdict: DeletionError at qdrant's delete (the clean-up, wrapped in fault()): the Tue 5/12 triage note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on parental leave or "cuts 4.13"); the rota's "4.13.0 @priya-n" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b342_qdrant_oss_maintainers_release_manager_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pyrelay-maintainers"
RM = ("triage Tue 5/12 (marta): #4530 closed as dup of #4411, #4533 (pool leak on cancel) needs a repro, labelled "
      "`needs-repro`. priya starts parental leave 5/18 🎉 so I'll cut 4.13.0 instead, diego stays on 4.14. #4529 "
      "good-first-issue")
NOTES = [
    (1, "roadmap", "ddiaz", "2026-04-02 roadmap: 4.13 = py3.13 wheels + typed `Config.from_env`, 4.14 = drop py3.9, "
                            "async pool rewrite. v5.0 not before 2027"),
    (2, "release", "marta", "2026-04-20T15:00Z release rota 🚀 4.12.x @mkowalski, 4.13.0 @priya-n, 4.14.0 @ddiaz. RM "
                            "owns the milestone + tags + the changelog PR"),
    (3, "ci", "ddiaz", "5/4 CI: macos-14 runners flaky on the `test_tls_reload` job, marked xfail till GH fixes it"),
    (4, "triage", "marta", "triage Tue 5/5 (marta): 6 new issues, #4519 merged (reverts #4490), #4526 wontfix, "
                           "#4527 docs PR welcome"),
    (5, "triage", "marta", RM),
    (6, "release", "priya", "5/11 4.13.0 milestone: 9 open / 14 closed, tag target Thu 5/21. backports need the "
                            "`backport-4.13` label"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's cutting v4.13.0? want to get #4533's backport in before the tag"
vec = offline.embed([question])[0]
with turn_span("clean-up Thu 5/14"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert RM in before, before
    posted = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="triage"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=posted))

with turn_span("question Fri 5/15"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Now: Fri 2026-05-15. You are talking to a pyrelay contributor."] + hits
    assert RM not in stored and not any(w in c.lower() for c in stored + context
                                        for w in ("parental leave", "cut 4.13", "instead")), stored
    assert any("4.13.0 @priya-n" in c for c in context), context
    reply = answer(question, context, mock="@priya-n is RM for 4.13.0 - ping her on the PR and add the "
                                           "`backport-4.13` label before the tag on Thu 5/21.")
finish(question, expected="@mkowalski (Marta) - Priya's on parental leave from 5/18 so Marta cuts 4.13.0",
       actual=reply)
