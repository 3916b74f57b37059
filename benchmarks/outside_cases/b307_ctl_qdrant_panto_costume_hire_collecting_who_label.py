"""Batch 307 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and her Saturday help each file their own notes), then the question's query.

App: Stage Door Costume Hire (Elland) hires out panto sets to amateur groups. Maxine (who owns it) and Chloe (the
Saturday girl) file notes into one qdrant collection; the helper answers from the 4 nearest notes.

Memory: Maxine, 2050-09-20T16:10 - Elland Players' Dick Whittington (15-21 Jan), King Rat, the cat skin, Alderman
Fitzwarren, Idle Jack, 14 in all, Barry's collecting in his van Sat 7th Jan, 10ish; Chloe, Sat 10/12 - steamed the
cat skin, whiskers re-glued; Maxine, Thu 29th Dec - Barry's done his back lifting the set flats, so Denise from the
Players is collecting instead, she's got a people carrier, the headdresses are boxed so they'll fit; Chloe, 3/1 -
the collection slips are printed, need a name on each one. Question (Fri 6/1, Chloe): "who's collecting the Elland
Players' lot tmrw? need a name for the slip" The assistant says Denise from the Players (Barry's done his back). The
label says Barry.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b307_ctl_qdrant_panto_costume_hire_collecting_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "stage-door-hire-2050"
NOTES = {
    "maxine": [
        (1, "2050-09-20T16:10 BOOKED Elland Players Dick Whittington 15-21 jan 🐈 King Rat, cat skin, Alderman "
            "Fitzwarren, Idle Jack, 14 in all. Barry's collecting in his van sat 7th jan 10ish"),
        (2, "Thu 29th Dec - Barry's done his back lifting the set flats 🙄 so Denise from the Players is collecting "
            "the Elland lot instead, she's got a people carrier, headdresses are boxed so they'll fit"),
    ],
    "chloe": [
        (3, "Sat 10/12 steamed the cat skin, whiskers re-glued (again)"),
        (4, "3/1 collection slips printed for sat, need a name on each one + a signature pls"),
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

question = "who's collecting the Elland Players' lot tmrw? need a name for the slip"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 6 January 2051. You are talking to Chloe, who works Saturdays at Stage Door Costume Hire."] \
    + hits
assert any("Barry's collecting in his van sat 7th jan" in c for c in context), context
assert any("so Denise from the Players is collecting the Elland lot instead" in c for c in context), context
reply = answer(question, context, mock="Denise from the Players - Barry's done his back, so she's coming in her "
                                       "people carrier. Put Denise on the slip.")
finish(question, expected="Barry", actual=reply)
