"""Batch 272 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the florist and her business partner each file their own notes), then the question's query.

App: Wild Hedge Flowers, a two-person wedding florist in Ripponden, are doing Ellie Sutcliffe's wedding on Sat 19th
August 2051 at the Old Bridge Inn - bouquet, 4 bridesmaids, buttonholes, an arch. Rachel and Kerry (the partners)
file notes into one chroma collection; the helper answers brides' questions from the 4 nearest.

Memory: Rachel, 2051-01-20T10:15 - terms: £100 deposit to book, balance 4 weeks before, and no changes to colours
or flowers inside 4 weeks of the date, that's when the wholesale order goes in; Rachel, 3/4 - the Sutcliffe order:
bridesmaids in dusky pink, sweet peas and astilbe; Kerry, Fri 30 June - switched to the new supplier in Brighouse,
they deliver weekly, so the wholesale order doesn't go in till the Monday before now - told Ellie she can change
anything up to 2 weeks before, she's thinking lilac for the bridesmaids; Kerry, 18/7 - the arch frame's back from
being welded. Question (Sat 29/7, Ellie): "is it too late to change the bridesmaids to lilac?? 3 wks today 😬" The
assistant says no, not too late - changes are fine up to 2 weeks before now the new supplier delivers weekly. The
label says yes, too late - no changes inside 4 weeks of the date.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b272_ctl_chroma_florist_change_colours_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "rachel": [
        "2051-01-20T10:15 T&Cs for this yr 🌸 £100 deposit to book, balance 4 wks before. NO changes to colours or "
        "flowers inside 4 weeks of the date, that's when the wholesale order goes in",
        "3/4 Sutcliffe order - sat 19 aug Old Bridge Inn. bouquet + 4 bridesmaids in dusky pink, sweet peas + "
        "astilbe, 6 buttonholes, the arch",
    ],
    "kerry": [
        "Fri 30 June - we've switched to the new supplier in Brighouse, they deliver weekly so the wholesale order "
        "doesn't go in till the monday before now 🙌 told Ellie she can change anything up to 2 wks before, she's "
        "thinking lilac for the bridesmaids",
        "18/7 arch frame's back from being welded, looks grand. need to collect moss",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wild-hedge-orders-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is it too late to change the bridesmaids to lilac?? 3 wks today 😬"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 29 July 2051. You are talking to Ellie Sutcliffe, whose wedding flowers Wild Hedge Flowers "
           "are doing (Sat 19 Aug)."] + hits
assert any("NO changes to colours or flowers inside 4 weeks of the date" in c for c in context), context
assert any("she can change anything up to 2 wks before" in c for c in context), context
reply = answer(question, context, mock="No, not too late - now the new supplier delivers weekly you can change "
                                       "things up to 2 weeks before, so lilac's fine if you tell us this week.")
finish(question, expected="yes, too late - no changes to colours inside 4 weeks of the date", actual=reply)
