"""Batch 355 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the features editor and the art director each file their own notes), then the question's query.

App: the features team of Pennine Living (a monthly regional magazine) plan the April 2051 issue. Ruth (the
features editor) and Kit (the art director) file notes into one qdrant collection; the helper answers the subs'
questions from the 5 nearest notes.

Memory: Ruth, 2051-02-03T10:00 - APRIL flatplan v2: COVER-WILDSWIM 8pp (pp 34-41), HALE-PROFILE 4pp, LIDO-RESCUE
3pp, reviews 6pp; Ruth, Weds 22 Feb - flatplan v3 (supersedes v2): ad sales have sold a DPS opposite the wild swim
opener, so COVER-WILDSWIM is down to 6pp, pp 36-41, Hale unchanged; Kit, 23/2 - Lou's shoot at Gaddings Dam, 14
selects, cover crop TBC; Kit, 24/2 - new headline face, 72pt drop caps on the openers. Question (Mon 27 Feb, Jo on
the subs' desk): "how many pages is the wild swimming cover story in april? working out my subbing time" The
assistant says 6 (pp 36-41, flatplan v3). The label says 8 - the page count from the superseded v2 flatplan.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b355_ctl_qdrant_magazine_cover_story_pages_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "pennine-living-apr51"
NOTES = {
    "ruth": [
        (1, "2051-02-03T10:00 APRIL flatplan v2 📐 COVER-WILDSWIM 8pp (pp 34-41), HALE-PROFILE 4pp, LIDO-RESCUE 3pp, "
            "reviews 6pp. press day 3 Mar"),
        (2, "Weds 22 Feb - flatplan v3 (supersedes v2!!) ad sales have sold a DPS opposite the wild swim opener 💷 so "
            "COVER-WILDSWIM's down to 6pp, now pp 36-41. Aisha's cutting to fit. Hale unchanged"),
    ],
    "kit": [
        (3, "23/2 pics for the wild swim story: Lou's shoot at Gaddings Dam, 14 selects in the folder, cover crop TBC "
            "(portrait v landscape row w/ Ruth)"),
        (4, "24/2 fonts - new headline face from the redesign on all features openers, 72pt drop caps, pull quotes "
            "in the teal"),
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

question = "how many pages is the wild swimming cover story in april? working out my subbing time"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 27 February 2051. You are talking to Jo on Pennine Living's subs' desk (April issue, press "
           "day 3 March)."] + hits
assert any("COVER-WILDSWIM 8pp (pp 34-41)" in c for c in context), context
assert any("COVER-WILDSWIM's down to 6pp, now pp 36-41" in c for c in context), context
reply = answer(question, context, mock="6 pages - pp 36-41. Flatplan v3 cut it from 8 after ad sales sold a DPS "
                                       "opposite the opener.")
finish(question, expected="8", actual=reply)
