"""Batch 79 (held out), CONTROL: nothing planted; the label is wrong. chromadb query, script style.

App: Ferrybridge Sailing Club's regatta notices and emails sit in one chroma collection; the app answers crews'
questions from a query.

Memory: Saturday's cruiser race has the skippers' briefing at 9.30 in the clubhouse, the warning signal at 10.55
and the start at 11.00 off the committee boat; crews are asked to be out by 10.30. A crew member asks what time the
race starts. The assistant says 11 o'clock. The label gives half nine, which is when the skippers meet in the
clubhouse.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b79_ctl_chroma_regatta_cruiser_start_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("notice", "Cruiser race sat 1/8 - skippers' briefing 09:30 clubhouse (skippers only pls, bar's shut till "
               "12), warning signal 10.55, start 11.00 off the committee boat, be out on the water by 10.30"),
    ("email", "Keith: course for sat will be on the board by 9, prob round the Spit buoy + back, 2 laps if the "
              "wind's up"),
    ("notice", "Junior regatta sun 2/8 - sign on 9-9.45 in the dinghy park, Oppies first start 10.15"),
    ("email", "Eileen: results sheets will be up by 5 each day, and on the website when Raj gets round to it"),
    ("notice", "tide sat 1/8: HW 11.52 4.1m, so plenty of water over the bar all morning"),
    ("email", "Jan: flags box is in the committee boat locker, someone nicked the P flag again"),
    ("notice", "hog roast sat 8/8 7pm, tickets £14 from Linda at the bar"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ferrybridge-regatta", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what time does the cruiser race start on saturday?"
hits = notes.query(query_texts=["cruiser race saturday start time briefing"], n_results=4)["documents"][0]
context = ["Today is Thu 30 July 2032. You are talking to Olu, who crews on Moonraker."] + hits
assert any("start 11.00 off the committee boat" in c and "briefing 09:30" in c for c in context), context
reply = answer(question, context, mock="11 o'clock off the committee boat (warning signal at 10.55) - try to be "
                                       "out on the water by 10.30.")
finish(question, expected="half 9", actual=reply)
