"""Batch 321 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, three writers in threads
(the coordinator and two shift leads each file their own notes), then the question's query.

App: Todmorden Interfaith Winter Shelter runs Dec 2050 to Mar 2051 - Mon St Mary's, Tue the mosque, Weds the
synagogue hall, Thu the Methodists, Fri the Unitarian chapel, weekends the URC - 10 camp beds, evening and
overnight shifts, a shift lead each night who the volunteers ring if anything's up. Sam (the coordinator), Rachel
and Mags (shift leads) file notes into one qdrant collection; the helper answers volunteers' questions from the 5
nearest notes.

Memory: Sam, 2050-11-28T19:30 - shift leads: Mon Bev, Tue Tariq, Weds Rachel, Thu Ken, Fri Pete, weekends Sam, ring
your lead if you're late or ill; Rachel, Weds 7th Dec - overnights are 9pm to 7am, 2 volunteers plus the lead, the
camp beds are in the back store; Mags, Tue 13/12 - Pete's done his back in carrying the camp beds up the chapel
stairs, so she's covering his Fridays till February, her number's on the sheet; Sam, 19/12 - Christmas Eve and
Christmas Day all at St Mary's. Question (Thu 22/12, Lucy, doing her first Friday overnight): "who do I ring if I'm
running late for my overnight on fri? bus times are a nightmare" The assistant says Mags (she's covering Pete's
Fridays till February). The label says Pete.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b321_ctl_qdrant_winter_shelter_friday_lead_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tod-interfaith-shelter-2050"
NOTES = {
    "sam": [
        (1, "2050-11-28T19:30 SHIFT LEADS 🛏️ mon Bev, tue Tariq, weds Rachel, thu Ken, fri Pete, wkends me. ring ur "
            "lead if ur running late or ill, numbers on the sheet in the office"),
        (2, "19/12 xmas eve + xmas day both at St Mary's, Fr Tony's doing a dinner for the guests 🎄 vols welcome"),
    ],
    "rachel": [
        (3, "Weds 7th Dec - overnights are 9pm-7am, 2 vols + the lead, one awake at all times. camp beds in the back "
            "store"),
    ],
    "mags": [
        (4, "Tue 13/12 - Pete's done his back in carrying the camp beds up the chapel stairs 😬 so I'm covering his "
            "fridays till feb, my number's on the sheet"),
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

question = "who do I ring if I'm running late for my overnight on fri? bus times are a nightmare"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 22 December 2050. You are talking to Lucy, a volunteer doing her first Friday overnight at "
           "Todmorden Interfaith Winter Shelter."] + hits
assert any("fri Pete" in c for c in context), context
assert any("so I'm covering his fridays till feb" in c for c in context), context
reply = answer(question, context, mock="Ring Mags - Pete's done his back in, so she's covering his Fridays till "
                                       "February. Her number's on the sheet in the office.")
finish(question, expected="Pete, the Friday shift lead", actual=reply)
