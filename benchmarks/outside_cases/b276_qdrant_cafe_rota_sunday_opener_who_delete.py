"""Batch 276 (held out). A garden centre café's staff rota: qdrant collection of the café manager's notes, one root
span per note, one for her weekly clear-out and one for the question; the clear-out deletes, by a payload filter,
the shift-swap notes once the week is over, and one of them also carried a lasting change to who opens on Sundays.

App: the Potting Shed Café at Holme Valley Garden Centre - open 9 till 4.30 (Sundays 10-4), breakfasts, soup and
scones, a hot food counter at lunch, seven staff on a rota, with one person each day opening up (keys, alarm,
signing for the bread and milk). Leanne (the café manager) files notes into one qdrant collection (payload
``kind``: rota, swaps, menu, hours, training). Each Monday she deletes the last week's swap notes with a filter on
``kind``; the helper answers staff questions from the 4 nearest notes.

Planted fault (DeletionError): Leanne's rota note (2050-09-05T16:00) has Sundays as Chris opening at 9.15 (keys +
alarm), Mags on hot food, Amy and Kerry front of house. Her swaps note of Sat 5th Nov starts with the week's swaps
(Amy and Kerry swapped Thurs/Fri, Jo covering Tues lunch) and says, in the middle, that from now on Beth is opening
on Sundays not Chris - he's asked to drop his earlies for his uni stuff, it's permanent, Beth's got the alarm code.
Leanne's clear-out (Mon 7/11) deletes the swap notes, that one with them. Question (Sat 12/11, Kerry): "who's opening
tomorrow? the bread man's coming early + someone needs to sign for it" -> expected Beth (Chris has dropped his
Sunday earlies). The assistant says Chris.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Leanne's Sat 5th Nov note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Beth, the uni or "permanent"); the rota note's "Chris opens" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b276_qdrant_cafe_rota_sunday_opener_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "potting-shed-cafe-rota"
OPENER = ("Sat 5th Nov (Leanne) - swaps this wk: Amy + Kerry swapped thurs/fri, Jo covering tues lunch for Mags 🦷. "
          "ALSO from now on Beth's opening on sundays not Chris - he's asked to drop his earlies for his uni stuff, "
          "it's permanent, Beth's got the alarm code + the keys off him")
NOTES = [
    (1, "rota", "2050-09-05T16:00 sundays - Chris opens 9.15 (keys, alarm, sign for bread + milk), Mags on hot food, "
                "Amy + Kerry front of house, whoever's last does the bins"),
    (2, "hours", "winter hours from 1st nov: 9-4.30 mon-sat, sun 10-4 (tills shut at 3.45). hot food stops at 2"),
    (3, "menu", "12/10 soup of the day board - leek + potato mon-weds, tomato + red pepper thurs-sun. scones 2 for £4"),
    (4, "training", "Thurs 20 Oct - food hygiene level 2 refresher for Amy + Jo, online, paid hours, do it by xmas pls"),
    (5, "swaps", "Sat 29/10 - swaps: Mags + Jo swapped sat/sun, Kerry in late tues (dentist). done"),
    (6, "swaps", OPENER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Leanne"})])
assert client.count(COLL).count == len(NOTES)

question = "who's opening tomorrow? the bread man's coming early + someone needs to sign for it"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 7/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert OPENER in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swaps"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Sat 12/11"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 12 November 2050. You are talking to Kerry, who works in the Potting Shed Café at Holme "
               "Valley Garden Centre."] + hits
    assert OPENER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("beth", "uni stuff", "permanent")), stored
    assert any("Chris opens 9.15" in c for c in context), context
    reply = answer(question, context, mock="Chris is opening tomorrow - he's in for 9.15, so he'll sign for the bread.")
finish(question, expected="Beth - Chris has dropped his Sunday earlies for uni, Beth opens now", actual=reply)
