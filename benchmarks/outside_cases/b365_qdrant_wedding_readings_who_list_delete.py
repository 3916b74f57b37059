"""Batch 365 (held out). A cousin's wedding planning: qdrant collection of the planning group's notes, one root span
per note, one for Shanice's clear-out and one for the question; the clear-out deletes, by a payload filter, the RSVP
notes she has copied into her spreadsheet, and one of them also carried the new second reader.

App: cousin Kimberley ("Kim") marries Rohan on Sat 17 Dec 2050 at Mount Zion Church, 2pm, reception at Hilltop
Gardens. The family planning group's helper keeps the notes in one qdrant collection (payload ``kind``: plan,
program, vendors, rsvp). Once the RSVPs are in her spreadsheet, cousin Shanice deletes the rsvp notes with a filter on
``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Kim's program note of Sept 3 has Pastor Lewis officiating, Aunty Pearl singing, and the
readings - Cousin Tanya (1 Cor 13) and "di second one mi still deciding, maybe ask Uncle Lloyd". Kim's rsvp note of
Nov 2 starts with the RSVP count (97, the Portland side finally answered, 14 of them) and says that Uncle Lloyd says
he can't read, his eyes too bad now, so Aunty Merle is doing the second reading, Psalm 121, and Pastor says that's
fine. Shanice's clear-out (Tue 8/11) deletes the rsvp notes, that one with them. Question (Mon 12/12, Sister Dawn,
printing the programmes): "who doing di two readings at di wedding? Pastor want di names, mi printing di program
tonight" -> expected Cousin Tanya (1 Corinthians 13) and Aunty Merle (Psalm 121) - two readers from two different
notes. The assistant says Cousin Tanya and Uncle Lloyd.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Kim's Nov 2 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided half
of the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Merle, Psalm 121 or Lloyd's eyes); the program note's Tanya and "maybe ask Uncle Lloyd" are in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b365_qdrant_wedding_readings_who_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kim-rohan-wedding-2050"
READER = ("Nov 2 (Kim) - rsvp up to 97!! 🙌🏾 Portland side finally ansa, 14 a dem coming. an Uncle Lloyd seh him "
          "cyaan read, him eyes too bad now 😔 so Aunty Merle a go do di second reading at di wedding, Psalm 121. "
          "Pastor seh dat fine")
NOTES = [
    (1, "plan", "Kim", "2050-08-14T20:15 DI DATE SET 💍 Sat 17 Dec, Mount Zion, 2pm sharp (African time nah go work "
                       "pon dis one). reception Hilltop Gardens after. colours gold an emerald"),
    (2, "program", "Kim", "Sept 3 program - Pastor Lewis officiate, Aunty Pearl singing 'The Prayer' wid Bro. Clive "
                          "pon keyboard. readings: Cousin Tanya (1 Cor 13) an di second one mi still deciding, maybe "
                          "ask Uncle Lloyd"),
    (3, "vendors", "Kim", "12/10 cake from Miss Daphne, 3 tier black cake + a top tier white fi di pickney dem. "
                          "J$85,000, half paid"),
    (4, "rsvp", "Shanice", "Oct 20 - rsvp dem coming in, 64 yes so far, di Portland side nuh ansa yet 🙄"),
    (5, "rsvp", "Kim", READER),
    (6, "vendors", "Rohan", "Nov 5 - DJ Rampage book fi di reception, 6 till 12. no dancehall till after di first "
                            "dance Kim seh 😂"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who doing di two readings at di wedding? Pastor want di names, mi printing di program tonight"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 8/11"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert READER in before, before
    in_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rsvp"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_sheet))

with turn_span("question Mon 12/12"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 12 December 2050. You are talking to Sister Dawn, who is printing the programmes for "
               "Kim and Rohan's wedding (Sat 17 Dec, Mount Zion Church)."] + hits
    assert READER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("merle", "psalm", "eyes")), stored
    assert any("Cousin Tanya (1 Cor 13)" in c and "maybe ask Uncle Lloyd" in c for c in context), context
    reply = answer(question, context, mock="Cousin Tanya a read 1 Corinthians 13, an Uncle Lloyd a do di second "
                                           "reading.")
finish(question, expected="Cousin Tanya (1 Corinthians 13) and Aunty Merle (Psalm 121) - Uncle Lloyd's eyes too "
                          "bad to read", actual=reply)
