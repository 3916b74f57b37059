"""Batch 60 (held out). A holiday cottage cleaning firm's job notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Fresh Start Changeovers (Bev and a team of five) clean holiday lets round St Ives and Hayle. Every note goes
into one collection with metadata ``{"kind"}`` (cottage: the standing card for a property; owner: emails and
texts from owners; team: rota and staff; money: invoices). When the team ask about a cottage, the assistant
queries only ``kind == "cottage"`` notes. Eleven notes, Apr - May 2027.

Planted fault (RetrievalError, filtered out by scope): the owner of Harbour View texted on 3/5: "hi Bev, Mrs
Kowalski here (Harbour View) - the Sat 8th lot are coming down from Leeds w a baby and I've said they can have the
keys at 2, hope that's ok!! the outgoing family are out by 10 as normal. the new cot's in the garage x". The
cottage-only query leaves it out. Question (Fri 7/5, Jess planning the Saturday): "how long have we got to turn
Harbour View round tomorrow?" -> expected four hours (out at 10, new guests at 2). The assistant goes by the
cottage card (out 10am, in 4pm): six hours.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the owner's
text is stored and a hit of the same query without the filter, and not in the context; the Harbour View card is.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b60_chroma_cottage_changeover_window_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OWNER = ("hi Bev, Mrs Kowalski here (Harbour View) - the Sat 8th lot are coming down from Leeds w a baby and I've "
         "said they can have the keys at 2, hope that's ok!! the outgoing family are out by 10 as normal. the new "
         "cot's in the garage x")
NOTES = [
    ("cottage", "Harbour View, 3 Wheal Dream - sleeps 6, 3 bed 2 bath, changeover sat, guests out 10am in 4pm. "
                "keysafe 2290. linen from Kernow Laundry, 3 sets. hoover's in the under-stairs cupboard"),
    ("cottage", "Lilac Cottage, Carbis Bay - sleeps 4, changeover fri, out 10 in 3. dog friendly so lint roller "
                "every sofa!! owner Mr Hoskin meets guests himself"),
    ("team", "rota sat 8/5: Jess + Kayleigh do Harbour View then Lilac's deep clean, Bev + Sam the Hayle flats"),
    ("owner", "Mr Hoskin: can you check the hot tub cover at Lilac, guests said it was stiff"),
    ("money", "April invoices out 1/5 - Kowalski £340 (4 changeovers), Hoskin £255, Hayle flats agency £1,120"),
    ("cottage", "The Net Loft, Hayle - studio, sleeps 2, out 10 in 4, stairs are steep so no hoover, use the "
                "cordless"),
    ("owner", OWNER),
    ("team", "Kayleigh's on holiday 15-22 May, Sam's cousin Niamh can fill in, she's done hotels"),
    ("cottage", "Harbour View extras - welcome pack (milk, bread, scones, jam, tea) goes on the kitchen side, bins "
                "out tues"),
    ("money", "Kernow Laundry up to £14.50 a set from June, pass it on to owners?"),
    ("owner", "agency: 2 of the Hayle flats off the books end of May, owner's selling"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fresh-start", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "how long have we got to turn Harbour View round tomorrow?"
words = "Harbour View Sat 8th changeover guests out 10 keys in arrive time"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert OWNER in unfiltered, unfiltered
assert OWNER in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "cottage"})["documents"][0]
context = ["Today is Fri 7 May 2027."] + hits
assert OWNER not in context, context
assert any("guests out 10am in 4pm" in c for c in context), context
assert not any("keys at 2" in c or "Kowalski" in c for c in context), context
reply = answer(question, context, mock="Six hours - the guests are out at 10 and the new lot arrive at 4.")
finish(question, expected="four hours: out at ten, and the Leeds family get the keys at two", actual=reply)
