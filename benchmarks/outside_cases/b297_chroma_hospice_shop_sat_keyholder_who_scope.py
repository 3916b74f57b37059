"""Batch 297 (held out). A hospice charity shop: chromadb collection of the shop's volunteer notes, script style
(every call its own trace); for a "who" question about the rota the helper asks only the rota and keys notes, and
the note with the new Saturday keyholder was filed under pricing.

App: the Forget Me Not Hospice shop on Southgate, Elland, 2053 - clothes, books, bric-a-brac and furniture, open
9.30-4.30 Mon-Sat, run by Karen (the manager) and about twenty volunteers. Karen files the volunteers' notes into
one chroma collection with metadata ``kind`` (rota, keys, pricing, donations, van, giftaid); for a question about
who's doing what, the helper asks only the rota and keys notes (``where={"kind": {"$in": ["rota", "keys"]}}``,
the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the keys note of 2053-01-09T16:45 says Bev opens up on
Saturdays (keys and the alarm code), and the rota note of 3/3 has Bev on Saturday mornings with Jean and the
Saturday lad. Karen's note of Fri 14 March starts with pricing (the new yellow tickets, books 3 for £1, the Moss
Bros suits) - so it was filed as pricing - and says, in passing, that Bev's having her hip done on the 20th, so Pat's
doing the keys on Saturdays till she's back on her feet, she's got Bev's set and the code. Question (Thu 27/3,
Jean): "who's opening up on sat? I've got the float from the bank + don't want to stand outside with it 😬" ->
expected Pat (Bev's off with her hip). The scoped query returns the keys, rota and alarm notes; the assistant says
Bev.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 14 March note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
Pat, hip or "back on her feet"; Bev opening up on Saturdays is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b297_chroma_hospice_shop_sat_keyholder_who_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

KEYS = ("Fri 14 March - PRICING 🏷️ new yellow tickets for anything in over 4 wks (half price), books 3 for £1 now, "
        "the Moss Bros suits £12 not £8 they're nearly new!! oh + Bev's having her hip done on the 20th so Pat's "
        "doing the keys on sats till she's back on her feet, she's got Bev's set + the code")
NOTES = [
    ("keys", "2053-01-09T16:45 KEYS 🔑 me (Karen) weekdays, Bev opens up on sats - keys + alarm code, in by 9.15 pls "
             "so the float's counted before we open"),
    ("rota", "3/3 rota for march - sat mornings Bev, Jean + the sat lad (Callum, DofE), sat pm Doreen + Ann. weds is "
             "still short, anyone??"),
    ("donations", "Mon 10th - NO more duvets or pillows pls we can't sell them, tip or the dogs home. bags in the "
                  "back by the steamer"),
    ("pricing", KEYS),
    ("keys", "17/3 alarm man's been, new code from monday, Karen's texted it round. if it goes off ring me not the "
             "police 🙄"),
    ("van", "Tue 18th - van's collecting furniture thurs + fri, Dave + Gaz, sofa from Greetland + a dresser"),
    ("giftaid", "gift aid - ask EVERYONE bringing bags, the form's under the till. we got £640 back last qtr"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("forget-me-not-elland-2053",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Karen"}])

question = "who's opening up on sat? I've got the float from the bank + don't want to stand outside with it"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert KEYS in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["rota", "keys"]}})
hits = found["documents"][0]
context = ["Today is Thu 27 March 2053. You are talking to Jean, a volunteer at the Forget Me Not Hospice shop, "
           "Elland."] + hits
assert KEYS not in hits and not any(w in c.lower() for c in context for w in ("pat", "hip", "back on her feet")), \
    context
assert any("Bev opens up on sats" in c for c in context), context
reply = answer(question, context, mock="Bev - she opens up on Saturdays and should be in by 9.15, so you won't be "
                                       "waiting long with the float.")
finish(question, expected="Pat - Bev's off having her hip done, Pat's got her keys and the code", actual=reply)
