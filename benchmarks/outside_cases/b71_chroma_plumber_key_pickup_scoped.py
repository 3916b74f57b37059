"""Batch 71 (held out). A plumber's call-outs: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: Gav Price Plumbing & Heating (Gav, his apprentice Liam, and Carol on the phones two mornings a week) keeps its
job notes in one collection, metadata ``{"who"}``: the name the job is booked under (the customer, or the letting
agent when the agent pays). Before a job the assistant searches the notes filed under that job's name. Ten
documents, Oct 2031.

Planted fault (RetrievalError, filtered out by scope): the job at 7 Cashes Green Rd is booked under the tenant,
"Okoro". An older note there says the spare key is with the neighbour at no.9 (Mr Bale). On 20/10 Carol took a call
from the letting agent and filed it under "Hillside Lettings": "Hillside rang re 7 Cashes Grn Rd (Mrs Okoro) - Mr
Bale at no.9 has gone into a home, his daughters clearing the house, so keys from their office now, 22 Rowcroft,
opens 9. tenant at work all day". The query filtered to "Okoro" leaves it out. Question (Tue 21/10, Liam, going on
his own): "where do I get the key for the Okoro job tomorrow?" -> expected the Hillside Lettings office, 22
Rowcroft. The assistant says Mr Bale at no.9.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the agent's note
is stored and a hit of the same query without the filter, and not in the context; the note about Mr Bale is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b71_chroma_plumber_key_pickup_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGENT = ("Hillside rang re 7 Cashes Grn Rd (Mrs Okoro) - Mr Bale at no.9 has gone into a home, his daughters "
         "clearing the house, so keys from their office now, 22 Rowcroft, opens 9. tenant at work all day")
DOCS = [
    ("Okoro", "7 Cashes Green Rd, Mrs Okoro (tenant). combi losing pressure, down to 0.5 by the evening. spare key w "
              "the neighbour at no.9, Mr Bale, nice old boy, give him a knock"),
    ("Hendry", "Mr Hendry, 41 Field Rd - 2 TRVs upstairs, 15mm, he's got them already off Screwfix. wants it done "
               "before his grandkids come 1/11"),
    ("Hillside Lettings", "Hillside's invoices to accounts@hillside-lettings, PO number on every one or they won't pay"),
    ("Okoro", "Okoro 14/10 - looked at it, expansion vessel flat + PRV weeping. ordered a new vessel (Worcester "
              "87161), due Weds. back thurs 22nd am"),
    ("Hillside Lettings", AGENT),
    ("Patel", "Mrs Patel, The Old Forge, Bisley - outside tap split in the frost last yr, wants a frost-proof one "
              "before nov. dog's friendly, gate sticks"),
    ("Okoro", "Mrs O says parking's a nightmare on Cashes Grn Rd after 8, use the church car park opp, they don't mind"),
    ("Dunn", "Dunn, 3 Ash Cl - kitchen waste blocked AGAIN, fat. told her. £65 call-out paid cash"),
    ("Hillside Lettings", "Hillside - gas safe certs due on 4 of their houses in Nov, Carol to book them in"),
    ("Patel", "Patel - tap fitted 16/10, £95 inc the tap, paid by card on the day"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("gav-jobs", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"j{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"who": w} for w, _ in DOCS])

question = "where do I get the key for the Okoro job tomorrow?"
words = "key Okoro 7 Cashes Green Rd pick up keys tenant at work neighbour"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert AGENT in unfiltered, unfiltered
assert AGENT in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"who": "Okoro"})["documents"][0]
context = ["Today is Tue 21 October 2031. You are talking to Liam, Gav's apprentice, who's doing tomorrow's Okoro job "
           "on his own."] + hits
assert AGENT not in context, context
assert any("spare key w the neighbour at no.9" in c for c in context), context
assert not any("Rowcroft" in c or "gone into a home" in c for c in context), context
reply = answer(question, context, mock="From Mr Bale next door at no.9 - he's got the spare, just give him a knock. "
                                       "Park in the church car park opposite.")
finish(question, expected="Hillside's office on Rowcroft (no.22), from 9 - the old chap next door isn't there any more",
       actual=reply)
