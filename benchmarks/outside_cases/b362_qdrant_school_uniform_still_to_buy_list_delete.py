"""Batch 362 (held out). School fees and uniforms for relatives: qdrant collection of Aunty Ngozi's notes, one root
span per note, one for her clear-out and one for the question; the clear-out deletes, by a payload filter, the
"paid" notes she has copied into her big exercise book, and one of them also carried a new uniform item.

App: Aunty Ngozi (in Lagos) sponsors her late brother's children, Tobi (starting JSS1) and Chidera (Primary 4), for
the January 2050 term; Uche, their elder cousin, does the market runs. She files notes into one qdrant collection
(payload ``kind``: uniform, paid, books, transport). Once a payment is in her exercise book she deletes the paid
notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the uniform notes have Tobi's list from the school (2050-01-03T09:00: 2 white shirts,
2 navy shorts, the green house wear, white socks, black sandals) and Thu 6/1 - shirts, shorts, house wear and socks
bought at Mama Tayo's shop for N24k, "only sandals remain". Aunty's paid note of Fri 7/1 starts with Tobi's fees
(N145k to the school account, receipt collected) and says, in passing, that the bursar told her JSS1 must wear the
new navy cardigan with the crest from this term, school shop only, N7,500 (Harmattan cold). Her clear-out (Sun 9/1)
deletes the paid notes, that one with them. Question (Sun 9/1 evening, Uche): "I dey go Balogun tomorrow morning.
wetin remain to buy for Tobi uniform?" -> expected the black sandals and the navy cardigan with the crest (the
cardigan from the school shop, N7,500). The assistant says only the black sandals.

Multi-part: the two items sit in different records (the sandals in the Thu 6/1 uniform note, the cardigan in the Fri
7/1 paid note).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Fri 7/1 note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing on the cardigan, the crest or the bursar); "only sandals remain" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b362_qdrant_school_uniform_still_to_buy_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "aunty-ngozi-school-jan-2050"
CARDIGAN = ("Fri 7/1 PAID ✅ Tobi 2nd term fees N145k to the school acct (Zenith), receipt collected. the bursar say "
            "JSS1 must wear the new navy cardigan with the crest from this term o, Harmattan cold, na only school "
            "shop dey sell am, N7,500. so add am to Tobi uniform")
NOTES = [
    (1, "uniform", "2050-01-03T09:00 Tobi JSS1 uniform list from the school - 2 white shirts, 2 navy shorts, green "
                   "house wear, white socks, black sandals (no canvas!!). resumption Mon 17th"),
    (2, "uniform", "Thu 6/1 bought Tobi shirts, shorts, house wear + socks for Mama Tayo shop, N24k, she dash us "
                   "one extra socks 😊 only sandals remain, Uche go check Balogun"),
    (3, "paid", CARDIGAN),
    (4, "books", "Sat 8/1 Chidera book list - 6 exercise books, maths textbook (new edition), crayons. Tobi own dey "
                 "the portal, we go print am"),
    (5, "paid", "Sat 8/1 PAID ✅ Chidera Pry 4 fees N95k, cash to the proprietor, she write receipt. PTA levy N5k "
                "for both children paid too"),
    (6, "transport", "school bus N30k a term for the two of them, Mr Sola the driver, pick up 6.45 by the junction. "
                     "pay am first week"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Aunty Ngozi"})])
assert client.count(COLL).count == len(NOTES)

question = "I dey go Balogun tomorrow morning. wetin remain to buy for Tobi uniform?"
vec = offline.embed([question])[0]
with turn_span("clear-out Sun 9/1"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CARDIGAN in before, before
    in_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="paid"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_book))

with turn_span("question Sun 9/1"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sun 9 January 2050. You are talking to Uche, Tobi and Chidera's elder cousin, who does the "
               "market runs for Aunty Ngozi."] + hits
    assert CARDIGAN not in stored and not any(w in c.lower() for c in stored + context
                                              for w in ("cardigan", "crest", "bursar")), stored
    assert any("only sandals remain" in c for c in context), context
    reply = answer(question, context, mock="Na only the black sandals remain for Tobi - no canvas o. Everything else "
                                           "Aunty don buy for Mama Tayo shop.")
finish(question, expected="the black sandals and the navy cardigan with the crest (school shop only, N7,500)",
       actual=reply)
