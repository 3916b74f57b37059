"""Batch 148 (held out). A youth club residential's leaders' notes: chromadb collection, script style (each call its
own trace); the committee's clear-out of "sorted" to-dos deletes a note that is still needed.

App: Mytholmroyd Youth Club takes 24 of its members to the Hollowford centre in Castleton for a residential weekend
(Fri 10th - Sun 12th July 2037: caving, the climbing wall, a campfire). Dee, the club leader, and Sam, her deputy,
keep their notes in one chroma collection, each with a ``status`` ("info", "open" or "sorted"); at the June
committee meeting Dee clears out the sorted ones with ``collection.delete(where={"status": "sorted"})`` so the helper
only sees what's still live. The helper answers parents from ``collection.query``.

Planted fault (DeletionError): the info note has the residential at £155 a head all in, a £40 deposit by 16th May and
the balance by Fri 26/6. Dee's note of Weds 8 Apr - marked sorted, because the grant form was signed and sent back -
says the council youth fund came through, £30 off each child, so it's £125 now not £155, tell the parents; and, in
passing, that Hollowford want the dietary list by the end of May. The clear-out deletes every sorted note, that one
with them. Question (Mon 8/6, Lisa, Kai's mum): "how much do i still owe for Kai's residential? paid the £40
deposit in may" -> expected £85 (£125 after the council's £30, less the £40 deposit). The assistant says £115.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): Dee's grant note was in the collection and
found before the clear-out, and the delete removed it while it still decided what the parents owe. Asserted: the
note is found before the delete and is gone from the collection and the context after it; the info note (£155 a
head, £40 deposit) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b148_chroma_residential_balance_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

GRANT = ("Weds 8 Apr Dee - council youth fund came thru!! £30 off each kid so its £125 now not £155, tell the "
         "parents. form signed + sent back. + Hollowford want the dietary list by end of may")
NOTES = [
    ("info", "RESIDENTIAL fri 10th - sun 12th july, Hollowford centre Castleton. £155 a head all in (coach, food, "
             "activities, insurance). £40 deposit by 16th may, balance by fri 26/6. 24 places"),
    ("sorted", "14/3 Dee - coach booked w Calder coaches, 49 seater, leaving the club 5.30pm fri. deposit paid £200"),
    ("open", "22.3. Sam - kit list to go out: sleeping bag, wellies, waterproofs, old clothes for caving, torch. NO "
             "energy drinks"),
    ("sorted", GRANT),
    ("open", "16th may Dee - 21 deposits in, 3 to chase (Mason, Ellie-Mae, Kacey)"),
    ("sorted", "2037-05-20T19:30 Sam - DBS back for the 2 new leaders, both fine"),
    ("open", "Tue 2/6 Dee - balances by fri 26th pls, cash in an envelope or bank transfer to the club acct, ref = "
             "kid's name"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("mytholmroyd-youth-club-residential",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"status": s} for s, _ in NOTES])

question = "how much do i still owe for Kai's residential? paid the £40 deposit in may"
before = notes.query(query_texts=[question], n_results=6)["documents"][0]
assert GRANT in before, before

with fault():
    notes.delete(where={"status": "sorted"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 8 June 2037. You are talking to Lisa, whose son Kai is going on Mytholmroyd Youth Club's "
           "residential."] + hits
assert GRANT not in stored and not any("youth fund" in c or "£125" in c for c in stored + context), stored
assert any("£155 a head all in" in c and "£40 deposit" in c for c in context), context
reply = answer(question, context, mock="£115 - it's £155 all in and you've paid the £40 deposit. Balance by Fri "
                                       "26th.")
finish(question, expected="£85 - £125 after the council youth fund's £30 off, less the £40 deposit", actual=reply)
