"""Batch 119 (held out). A holiday cottage changeover book: qdrant collection, a booking's notes deleted by filter
when the booking is closed, script style (each call its own trace).

App: Sue lets Beck Cottage (sleeps 6: the double, the twin and the bunk room) and keeps the house info, the
changeover checklist and her notes about each stay in one qdrant collection, each point with a ``booking`` payload
("house" for the standing info). On changeover morning the app closes the outgoing booking: the deposit goes back and
every point with that booking's id is deleted.

Planted fault (DeletionError): during the Grants' week (booking grant-0407) Sue noted that Mrs Grant owned up their
spaniel had been sleeping on the bunk beds, so the bunk room needs the full deep clean - mattress protectors off,
hoover the mattresses, the spare duvets from the airing cupboard - because the Pattersons' lad, in next, is allergic
to dogs. That note is filed under grant-0407, and closing the booking deletes it. The checklist says the deep clean is
monthly, next on the 1st. Question (Sat 11/7, 10.15, Mandy the cleaner): "do i need to do the deep clean on the bunk
room today or just the usual?" -> expected yes: the Grants' dog was on the bunks and the Pattersons' lad is allergic.
The assistant says no, just the usual changeover; the deep clean's not due till the 1st.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides the answer was in
the collection and found before the close-out, and the delete removed it while it still held for the next guests.
Asserted: the note is found before the delete and gone from the collection and the context after it; the
checklist's monthly deep-clean line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b119_qdrant_cottage_bunkroom_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOG = ("Grants - Mrs G owned up the spaniel's been sleeping on the bunk beds (kids let him up, bless). so bunk room "
       "needs the full deep clean at changeover: protectors off, hoover the mattresses + the spare duvets from the "
       "airing cupboard. Pattersons' lad is allergic to dogs!! Sue 8/7")
POINTS = [
    ("house", "CHANGEOVER checklist Beck Cottage: out by 10, in from 4. strip + remake all beds, bathrooms, kitchen, "
              "floors, bins out. bunk room + twin deep clean monthly - next due 1st. logs + welcome basket"),
    ("house", "linen - 3 sets in the cupboard at mine, Hannah's Laundry pick up the dirty tues + fri 8.30ish"),
    ("grant-0407", "Grants arrived Sat 4th, 2 adults 2 kids + a spaniel (dog fee £25 paid). deposit £150"),
    ("grant-0407", DOG),
    ("grant-0407", "Mr Grant says the shower's dripping - plumber Tue 14th, Gaz, he's got a key"),
    ("patterson-0711", "Pattersons in sat 11th from 4, 2 adults + 2 boys (8 + 11), no pets. her mum's joining weds"),
    ("house", "wifi password on the fridge, bin day thursday - green bin this wk"),
]

client = QdrantClient(":memory:")
client.create_collection("beck-cottage", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("beck-cottage", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"booking": booking, "text": text})
    for i, (booking, text) in enumerate(POINTS, 1)])

vector = offline.embed(["bunk room deep clean changeover today"])[0]
before = [p.payload["text"] for p in client.query_points("beck-cottage", query=vector, limit=6).points]
assert DOG in before, before

outgoing = models.Filter(must=[models.FieldCondition(key="booking", match=models.MatchValue(value="grant-0407"))])
with fault():
    client.delete("beck-cottage", points_selector=models.FilterSelector(filter=outgoing))

stored = [p.payload["text"] for p in client.scroll("beck-cottage", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("beck-cottage", query=vector, limit=6).points]
question = "do i need to do the deep clean on the bunk room today or just the usual?"
context = ["Today is Sat 11 July 2037, 10.15am. You are talking to Mandy, who cleans Beck Cottage."] + hits
assert DOG not in stored and not any("spaniel" in c or "allergic" in c for c in stored + context), stored
assert any("deep clean monthly - next due 1st" in c for c in context), context
reply = answer(question, context, mock="No - just the usual changeover. The bunk room deep clean's monthly and isn't "
                                       "due till the 1st.")
finish(question, expected="yes - the Grants' spaniel was sleeping on the bunks and the Pattersons' lad is allergic to "
                          "dogs, so the full deep clean", actual=reply)
