"""Batch 29 (held out). A one-man window-cleaning round: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Dean Marsh cleans windows round Cottenham and Histon on a four-weekly cycle (Tue, Wed and Thu rounds). His
notes go into one collection with metadata ``{"kind", "day"}`` (kind ``card`` = a customer's card: address, what
gets done, price, round; ``round`` = notes on a day's round; ``pay`` = payments; ``text`` = customers' texts he
pastes in; day as yyyymmdd). The price-check screen of his app asks the assistant from the nearest notes of kind
``card`` and ``pay`` only, since that is where prices are supposed to live. Seventeen notes, February-April 2025.

Planted fault (RetrievalError, filtered out): Mrs Fletcher's new price was agreed by text and pasted in as kind
``text``: "Mrs Fletcher (22 Orchard Way) text 2/4 - conservatory's finally up!! can I do the roof + the sides as
well as the house from next time. Said 26 all in, she's happy with that. Ladder needs to go on the patio side". Her card
still says GBP 18. Question (Mon 7/4): "what do I charge the Fletchers tmrw?" -> expected twenty-six pounds. The
query's where filter (kind in card/pay) leaves the text out; the assistant says GBP 18.

Expected verdict: RetrievalError at chroma.query (the one filtered query in fault()). Asserted: the same query
without the filter returns Mrs Fletcher's text; the filtered hits hold her card at GBP 18 and not the text.
Another reading: none that we see; the text is stored unchanged.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b29_chroma_windowcleaning_fletcher_price_kind_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FLETCHER_TEXT = ("Mrs Fletcher (22 Orchard Way) text 2/4 - conservatory's finally up!! can I do the roof + the sides "
                 "as well as the house from next time. Said 26 all in, she's happy with that. Ladder needs to go on "
                 "the patio side")
NOTES = [
    (20250203, "card", "Fletcher, 22 Orchard Way, Cottenham - fronts + backs, £18, 4 wkly, Tue round. Side gate "
                       "sticks, lift it"),
    (20250203, "card", "Osei, 9 Orchard Way - fronts only £9, Tue. Pays by bank, ref OSEI9"),
    (20250204, "round", "Tue round 4/2 done by 1.30, 14 houses, £231 cash + 3 owing"),
    (20250205, "card", "Dunn, 7 Mill Ln Histon - f+b + conserv roof £24, Weds, cash under the mat"),
    (20250211, "pay", "Fletchers paid Feb £18 + Jan £18 they owed, all clear"),
    (20250218, "round", "Van battery flat Tues am, jump from next door, round started 10"),
    (20250226, "text", "Mr Osei text - can you skip March, they're having the front rendered"),
    (20250304, "round", "Tue 4/3 - no Osei (render), Orchard Way quick, done by 12.40"),
    (20250304, "pay", "Fletcher paid £18 cash, said she's getting a conservatory built, ooh"),
    (20250312, "card", "NEW - Bakers, 31 Station Rd Histon, f+b £20, Weds round from 12/3"),
    (20250318, "text", "Mrs Dunn text - grandson's home from uni Easter, he'll let me in the back"),
    (20250325, "round", "Pole brush head split, new one from Unger £42. Water-fed for the conservatories from now "
                        "on, easier"),
    (20250401, "pay", "March takings £1,968 - best month yet"),
    (20250402, "text", FLETCHER_TEXT),
    (20250403, "card", "Price list 2025 - conserv roof + sides £8-12 on top depending on size, fascias £25 one off"),
    (20250404, "round", "Thurs round short this wk, 2 on hols, did the Bakers' shed window for free"),
    (20250407, "pay", "Osei back on from April, paid £9 ahead"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dean-round", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "what do I charge the Fletchers tmrw?"
unfiltered = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert FLETCHER_TEXT in unfiltered, unfiltered

with fault():
    hits = notes.query(query_texts=[question], n_results=8,
                       where={"kind": {"$in": ["card", "pay"]}})["documents"][0]
context = ["Today is Mon 7/4/25 (tomorrow is the Tue round)."] + hits
assert any("Fletcher, 22 Orchard Way, Cottenham - fronts + backs, £18" in c for c in context), context
assert not any("26 all in" in c or "conservatory's finally up" in c for c in context), context
reply = answer(question, context, mock="£18 - fronts and backs on the Tue round. Lift the side gate, it sticks.")
finish(question, expected="twenty-six quid - roof and sides of the new conservatory on top", actual=reply)
