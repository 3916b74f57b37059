"""Batch 398 (held out). A family-run Koreatown dry cleaner's counter notes: chromadb collection, script style (every
call its own trace); for a "how much" question the helper asks only the ticket, price and payment notes, and the
note that added the hems to a ticket was filed under alterations.

App: New Sun Cleaners on W 6th St in Koreatown is run by the Kang family - umma (Mrs. Kang) at the counter and on
the alterations, appa on the presses, their daughter Grace on the counter after school and Saturdays. Whoever is at
the counter files a note into one chroma collection with metadata ``kind`` (ticket, price, payment, alteration,
stain, pickup); for a "how much" question the helper asks only the ticket, price and payment notes
(``where={"kind": {"$in": ["ticket", "price", "payment"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Grace's ticket note of 10/11 has tkt #5512, Jung Min-ho-ssi
- 2 suits $15 each, 5 dress shirts $3.50 each. Umma's note of 10/12 starts with Jung-ssi calling back (so it was
filed as an alteration): he wants both suit pants hemmed an inch, $12 a pair, add to #5512, she'll do them tonight
after close - and no starch on the shirts after all. Question (Fri 10/14, Grace at the counter): "how much is
Jung-ssi's total on #5512? he's coming at 5:30 + wants the exact amount for Zelle" -> expected $71.50 (2 x $15 +
5 x $3.50 + 2 x $12). The scoped query returns the ticket, the price sign and the card-machine notes; the assistant
says $47.50.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): umma's 10/12 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the hems or $12; the ticket's suits and shirts are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b398_chroma_cleaners_ticket_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

HEMS = ("10/12 umma - Jung-ssi called back re tkt #5512, wants both suit pants hemmed 1 inch (he lost weight ㅋㅋ), "
        "$12 a pair, add to his ticket. I'll do them tonight after close. oh and NO starch on the shirts, he changed "
        "his mind")
NOTES = [
    ("price", "10/1 new prices on the sign (rent went up again ㅠㅠ) - suits $15, dress shirts $3.50, pants $8, "
              "coats from $18, comforters $25"),
    ("ticket", "10/11 tkt #5512 Jung Min-ho-ssi (the insurance guy from the 3rd fl) - 2 suits $15 ea, 5 dress shirts "
               "$3.50 ea, light starch. p/u Fri after 5"),
    ("alteration", HEMS),
    ("payment", "10/12 card machine acting up again 😤 if it declines take Zelle to the shop # or cash. NO checks "
                "from new cx pls"),
    ("stain", "10/13 Mrs. Baek's silk blouse - red wine, tried twice, told her no guarantee. she said ok"),
    ("pickup", "10/13 Choi jipsanim's church tablecloths (6) ready, he'll come Sat morning, already pd"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("new-sun-cleaners-counter",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "how much is Jung-ssi's total on #5512? he's coming at 5:30 + wants the exact amount for Zelle"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert HEMS in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["ticket", "price", "payment"]}})
hits = found["documents"][0]
context = ["Today is Fri 10/14/2050. You are talking to Grace, on the counter at New Sun Cleaners."] + hits
assert HEMS not in hits and not any(w in c.lower() for c in context for w in ("hem", "$12")), context
assert any("2 suits $15 ea, 5 dress shirts $3.50 ea" in c for c in context), context
reply = answer(question, context, mock="$47.50 - 2 suits at $15 ($30) plus 5 shirts at $3.50 ($17.50).")
finish(question, expected="$71.50 - the 2 suits and 5 shirts ($47.50) plus $24 for hemming both suit pants",
       actual=reply)
