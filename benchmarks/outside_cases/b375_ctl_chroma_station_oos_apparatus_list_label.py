"""Batch 375 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the station captain and the district's fleet mechanic each file their own notes), then the question's query.

App: Cold Creek Fire District's Station 3 runs E-31, WT-32 (a tender), BR-33 (a Type 6 brush engine) and M-31 (the
medic unit). Capt. Whitfield and the fleet mechanic, Dale Sorensen, file apparatus notes into one chroma
collection; the helper answers the battalion chief's questions from the 5 nearest.

Memory: Whitfield, 08/10/26 0730 shift change - E-31 OOS, brakes pulling left, to the shop Mon; WT-32 OOS, tank
discharge valve stuck shut; BR-33 and M-31 in svc; Whitfield, 08/13 - BR-33 OOS as of 1400, cracked windshield from
a rock on the fire road, the glass guy can't get out till next Weds; Sorensen, 08/12 - WT-32 back in svc 1530,
swapped the discharge valve, pumped 500 gpm fine at the draft, tank's full, she's good to go; Sorensen, 08/12 -
E-31's brake job waiting on calipers, ETA next wk, loaner reserve E-39 at Sta 3. Question (Fri 08/14, BC
Lindqvist, doing the county's weekly apparatus status report): "what's OOS at Sta 3 right now?" The assistant says
E-31 (brakes, waiting on calipers; E-39 covering) and BR-33 (windshield) - WT-32's back in service. The label says
E-31 and WT-32.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b375_ctl_chroma_station_oos_apparatus_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "whitfield": [
        "08/10/26 0730 shift change Sta 3 - E-31 OOS, brakes pulling left, to the shop Mon. WT-32 OOS, tank discharge "
        "valve stuck shut. BR-33 in svc, M-31 in svc",
        "08/13 BR-33 OOS as of 1400, cracked windshield from a rock on the fire road 🙄 glass guy can't get out til "
        "next Weds",
    ],
    "sorensen": [
        "08/12 WT-32 back in svc 1530 - swapped the discharge valve, pumped 500 gpm fine at the draft, tank's full, "
        "she's good to go",
        "08/12 E-31 brake job waiting on calipers, ETA next wk. reserve E-39 dropped at Sta 3 as a loaner til then",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ccfd-sta3-apparatus-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "station": "3"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's OOS at Sta 3 right now? doing the weekly apparatus status report for the county"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Fri 08/14/26. You are talking to BC Lindqvist, Cold Creek Fire District."] + hits
assert any("WT-32 OOS, tank discharge valve stuck shut" in c for c in context), context
assert any("WT-32 back in svc 1530" in c for c in context), context
assert any("BR-33 OOS as of 1400" in c for c in context), context
assert any("E-31 brake job waiting on calipers" in c for c in context), context
reply = answer(question, context, mock="E-31 (brakes - waiting on calipers, reserve E-39 covering) and BR-33 (cracked "
                                       "windshield). WT-32's back in service since 08/12.")
finish(question, expected="E-31 and WT-32", actual=reply)
