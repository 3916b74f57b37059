"""Batch 310 (held out). A mobile dog wash van: chromadb collection of the van's booking notes, script style (every
call its own trace); for a customer's question the helper asks only that customer's notes, and the note that stopped
the nail trims was filed as a van note for everyone.

App: Jodie runs Suds on Wheels, a mobile dog wash van round Elland and Greetland in spring 2051 - baths, full grooms,
nails, flea baths, done in the van on the customer's drive. She files her notes into one chroma collection with
metadata ``customer`` (the customer's surname, or "all" for notes about the van and the round); when a customer
messages, the helper asks only that customer's notes (``where={"customer": "patel"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jodie's notes on Mrs Patel have Bramble (cockapoo) full
groom and Pickle (Jack Russell) bath + nails, £28, every 6 weeks, and the next visit Thu 25th May 10am. Her van note
of Tue 16 May (customer "all") says the grinder's packed in and the clippers blade is chipped - NO nail trims till
the new grinder comes (ordered, 2 weeks), tell people, knock £5 off where it was booked - and, in passing, that the
water heater's been serviced. Question (Weds 24/5, Mrs Patel): "can you do Pickle's nails too tmrw while you're
here? he's clicking on the kitchen floor 😂" -> expected no - the grinder's broken, no nail trims till the new one
comes (and £5 off Pickle's price). The scoped query returns the three Patel notes; the assistant says yes.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 16 May note is in
the collection and second of the question's 3 nearest with no filter, but the customer filter kept it from the
context the model saw. Asserted: the note is in the unfiltered 3 nearest and not in the filtered result; no context
line has the grinder or "no nail trims"; Pickle's bath + nails booking is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b310_chroma_dog_wash_nail_trim_yesno_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NAILS = ("Tue 16 May - grinder's packed in 😩 + the clippers blade's chipped, so NO nail trims till the new grinder "
         "comes (ordered, 2 wks they reckon). tell ppl when they book + knock £5 off where nails were booked. on the "
         "plus side the water heater's been serviced, lovely + hot again")
NOTES = [
    ("patel", "2051-03-02T17:40 Mrs Patel, 14 Holly Bank - Bramble (cockapoo) full groom £45 + Pickle (jack russ) "
              "bath + nails £28. every 6 wks, side gate, hose on the wall by the bins"),
    ("patel", "13/4 Patel - Bramble matted behind the ears again 🙄 told her brush daily. Pickle's nails done, proper "
              "wriggler. next one thurs 25th may 10am"),
    ("patel", "Mrs P pays bank transfer same day, asked if we do flea baths - yes £8 extra, she'll let me know"),
    ("hendry", "Hendry, Bramley Cl - 2 labs bath + dry £35 each, park on the drive not the road (bin lorry thurs)"),
    ("all", NAILS),
    ("all", "van MOT thurs 1st june am, no bookings b4 1 that day. new towels from the market, 20 for £15 bargain"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("suds-on-wheels-2051", embedding_function=offline.chroma_embedding_function())
for i, (customer, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"customer": customer, "by": "Jodie"}])

question = "can you do Pickle's nails too tmrw while you're here? he's clicking on the kitchen floor 😂"
wider = notes.query(query_texts=[question], n_results=3)["documents"][0]
assert NAILS in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"customer": "patel"})
hits = found["documents"][0]
context = ["Today is Weds 24 May 2051. You are talking to Mrs Patel (14 Holly Bank), a Suds on Wheels customer with "
           "a visit booked Thu 25 May at 10am."] + hits
assert NAILS not in hits and not any(w in c.lower() for c in context for w in ("grinder", "no nail trims")), context
assert any("Pickle (jack russ) bath + nails £28" in c for c in context), context
reply = answer(question, context, mock="Yes of course - Pickle's booked in for a bath + nails anyway, so I'll do them "
                                       "tomorrow at 10. £28 as usual.")
finish(question, expected="no - the nail grinder's broken, no nail trims till the new one comes (£5 off Pickle's)",
       actual=reply)
