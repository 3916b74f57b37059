"""Batch 147 (held out). An allotment society's water rota notes: chromadb collection written by two committee
members in threads; the helper's query keeps only its top 3 hits.

App: Wainstalls allotment society (32 plots on the top field and the bottom field, two troughs fed off the mains,
a hose box by the gate) runs a summer water rota - one plotholder a day checks the ball valves, tops the troughs up
and coils the hoses. Kev, the secretary, and Ron, who looks after the troughs, both drop their notes into one chroma
collection from their own threads; the helper answers plotholders with ``collection.query(query_texts=[question],
n_results=3)``.

Planted fault (RetrievalError, cut off by top-k): the rota note (14/3) has Mon - Ron, Tue - Shirley, Weds - Kev,
Thu - Dennis, Fri - the Khans, Sat - Maggie, Sun - Phil. Kev's note of 22.3. says Phil and Kev have swapped: Phil's
got his grandson's football every Sunday morning now so he's on Weds, Kev's taking the Sundays; and, in passing,
that the hose box padlock is 1966 again and that the muck heap's been delivered to the bottom gate. For the question
the collection ranks that note fifth (behind the troughs note, Kev's plot 22 note, the rota and the hoses note), so
n_results=3 leaves it out.
Question (Sat 16th may, Phil): "which day am i doing the water now? the wife wants to book a caravan wkend" ->
expected Wednesday (he swapped with Kev because of his grandson's Sunday football). The assistant says Sunday.

Expected verdict: RetrievalError at the chroma query with n_results=3 (wrapped in fault()): Kev's note is in the
collection and the same query with n_results=6 returns it, but the search the app made cut it off. Asserted: the
wider query returns it and the app's does not; the rota (Sun - Phil) is in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b147_chroma_allotment_rota_day_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("22.3. Kev - me + Phil have swapped, he's got his grandson's football every sun morning now so he's on weds, "
        "I'll do the suns. hose box padlock back to 1966 (somebody changed it??). muck heap's been dropped at the "
        "bottom gate, help yrselves")
NOTES = {
    "kev": [
        ("rota", "WATER ROTA 14/3 - check ball valves, top up both troughs, coil the hoses + lock the box. Mon Ron, "
                 "Tue Shirley, Weds Kev, Thu Dennis, Fri the Khans, Sat Maggie, Sun Phil. swap between yrselves, "
                 "just tell me"),
        ("rota", SWAP),
        ("general", "Weds 8 Apr Kev - subs £35 a plot, half plots £20, due by the AGM. 3 still owing, you know who "
                    "you are"),
        ("general", "16th may Kev - plot 22's going to the Hussains off the waiting list, welcome!"),
    ],
    "ron": [
        ("troughs", "troughs - top field one fills slow, give it 20 mins. bottom one's ball valve sticks, tap it w "
                    "the spanner on the hook. NO dipping watering cans w weedkiller in"),
        ("troughs", "hoses - the green one's for the top field, the blue one for the bottom, dont swap them, the "
                    "fittings are different. coil them on the reel not the floor"),
        ("general", "Tue 23rd Ron - the pigeons have had Dennis's brassicas, netting's in the shed"),
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wainstalls-allotments", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i:02d}"], documents=[text], metadatas=[{"from": who, "kind": kind}])


threads = [threading.Thread(target=writer, args=(who,), name=f"{who}-notes") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day am i doing the water now? the wife wants to book a caravan wkend"
wide = notes.query(query_texts=[question], n_results=6)["documents"][0]
assert SWAP in wide, wide

with fault():
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Sat 16 May 2037. You are talking to Phil, a plotholder at Wainstalls allotments."] + hits
assert SWAP not in context and not any("swapped" in c or "grandson" in c for c in context), context
assert any("Sun Phil" in c for c in context), context
reply = answer(question, context, mock="Sundays - you're down for Sun on the rota (check the ball valves, top up both "
                                       "troughs and lock the hose box).")
finish(question, expected="Wednesday - he swapped with Kev (his grandson's football is on Sunday mornings)",
       actual=reply)
