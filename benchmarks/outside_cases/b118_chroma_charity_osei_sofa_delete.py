"""Batch 118 (held out). A charity shop's collections book: chromadb collection, a weekly clear-out of messages
that have been ticked off, script style (each call its own trace).

App: the Hilltop Hospice shop on King St keeps its collections sheet (furniture picked up in the van), the rota and
the staff messages in one chroma collection. Each message has ``board: "messages"`` and a ``read`` flag that Sue, the
manager, ticks when she has seen it; every Friday morning the app deletes the ticked messages to keep the board short.

Planted fault (DeletionError): the collections sheet has Mr Osei's sofa + 2 armchairs (14 Cedar Dr) down for Sat 18th.
Priya took his call on Tue 14/4 and left a message: not the 18th - his grandkids are stopping till the weekend and
they're sleeping on it - can we do Sat 25th, any time after 10; Sue saw it and ticked it but never changed the sheet.
The Friday clear-out (``delete(ids=[...the read messages])``) removes it. Question (Fri 17/4, Kev, who drives the van):
"when am i picking up the osei sofa?" -> expected Sat 25th (after 10). The assistant says tomorrow, Sat 18th.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the message that decides the date was in
the collection and found before the clear-out, and the delete removed it while it still held. Asserted: Priya's
message is found before the delete and gone from the collection and the context after it; the sheet's 18th line is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b118_chroma_charity_osei_sofa_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Mr Osei rang (Tue 14/4) - can't do the sofa on the 18th after all, grandkids are stopping till the wkend + "
         "they're sleeping on it lol. can we do sat 25th instead, any time after 10. Priya")
DOCS = [
    ("sheet", False, "COLLECTIONS - sat 11th: Mrs Pryce, 3 Elm Walk, pine wardrobe (2 man). sat 18th: Osei, 14 Cedar "
                     "Dr - sofa + 2 armchairs, fire labels ok, park on the drive. sat 25th: nothing yet"),
    ("messages", True, MOVED),
    ("messages", True, "bag drop-off bin by the back door is full AGAIN, can someone ring the council re fly tipping"),
    ("messages", True, "Joan can't do thurs 16th, her grandson's off school - Mavis covering. Sue"),
    ("messages", False, "the card machine's been playing up - if it won't connect turn it off + on, then ring Barclays"),
    ("rota", False, "ROTA: mon Sue + Pam, tue Priya + Linda, weds Sue + Ken, thurs Joan + Mavis, fri Pam + Linda, "
                    "sat Sunita + Priya (Kev on the van 9-1)"),
    ("messages", False, "Ken - steamer's fixed, new element, don't let it boil dry pls!!"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("hilltop-kingst", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"k{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
         metadatas=[{"board": b, "read": r} for b, r, _ in DOCS])

words = "osei sofa collection pick up day van"
before = book.query(query_texts=[words], n_results=6)["documents"][0]
assert MOVED in before, before

ticked = book.get(where={"$and": [{"board": "messages"}, {"read": True}]})["ids"]
assert "k01" in ticked, ticked
with fault():
    book.delete(ids=ticked)

stored = book.get()["documents"]
hits = book.query(query_texts=[words], n_results=6)["documents"][0]
question = "when am i picking up the osei sofa?"
context = ["Today is Fri 17 April 2037. You are talking to Kev, who drives the Hilltop shop's van."] + hits
assert MOVED not in stored and not any("grandkids" in c or "any time after 10" in c for c in stored + context), stored
assert any("sat 18th: Osei" in c for c in context), context
reply = answer(question, context, mock="Tomorrow, Sat 18th - 14 Cedar Dr, the sofa and 2 armchairs. Park on the drive.")
finish(question, expected="Sat 25th, any time after 10 - Mr Osei put it back a week (grandkids sleeping on it)",
       actual=reply)
