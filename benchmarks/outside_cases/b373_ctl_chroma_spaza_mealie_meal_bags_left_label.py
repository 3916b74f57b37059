"""Batch 373 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Ma Nomsa and her son Themba each file their own book entries), then the question's query.

App: Ma Nomsa's spaza on Khumalo St in Nqobile Heights is run by Ma Nomsa and her son Themba, with her niece Ayanda
on the till after school. They keep the stock book in one chroma collection; the helper answers from the 4 nearest
entries.

Memory: Themba, 2026/03/09 - delivery from the cash n carry, 20 x 10kg mealie meal and 10 x 2,5kg sugar, R3 120,00
cash; Ma Nomsa, Wed 11 Mar - sold 7 bags of mealie meal since Mon, and month-end hasn't even started; Themba, 12 Mar
- eish, the rats got into the back room, 2 bags of mealie meal torn open, thrown out, need the poison man; Ma Nomsa,
13/03 - Ayanda's doing the airtime now. Question (Fri 13 Mar, Ayanda): "how many bags of mealie meal do we have in
the back? the cash n carry guy wants to know if we're ordering" The assistant says 11 (20 delivered, 7 sold, 2 lost
to the rats). The label says 20.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b373_ctl_chroma_spaza_mealie_meal_bags_left_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "themba": [
        "2026/03/09 delivery from the cash n carry 🚚 20 x 10kg mealie meal, 10 x 2,5kg sugar, paid R3 120,00 cash, "
        "slip's in the drawer",
        "12 Mar - eish the rats got into the back room 🐀 2 bags mealie meal torn open, threw them out. we need the "
        "poison man or a cat",
    ],
    "ma-nomsa": [
        "Wed 11 Mar sold 7 bags mealie meal since Mon, and month-end hasn't even started 😅",
        "13/03 Ayanda's doing the airtime now, new vouchers R5 R10 R29, she must write every sale in the book",
    ],
}

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("ma-nomsa-spaza-stock-2026",
                                       embedding_function=offline.chroma_embedding_function())


def file_entries(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        book.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"book-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bags of mealie meal do we have in the back? the cash n carry guy wants to know if we're ordering"
hits = book.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 13 March 2026. You are talking to Ayanda, who helps at Ma Nomsa's spaza."] + hits
assert any("20 x 10kg mealie meal" in c for c in context), context
assert any("sold 7 bags mealie meal" in c for c in context), context
assert any("the rats got into the back room" in c and "2 bags mealie meal torn open" in c for c in context), context
reply = answer(question, context, mock="11 bags - 20 came on the 9th, 7 sold since, and the rats spoiled 2. Tell him "
                                       "we'll need more before month-end.")
finish(question, expected="20", actual=reply)
