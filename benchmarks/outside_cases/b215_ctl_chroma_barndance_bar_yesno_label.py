"""Batch 215 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the hall chair and the treasurer filing notes from their own phones), then the question's query.

App: Bucknell village hall hold an autumn barn dance on Sat 2nd Oct 2049, 7.30-11 - Mary Pugh calling, a band from
the Teme valley, a hog roast from Morris's, hay bales and bunting. Jo (hall chair) and Phil (treasurer) each keep
notes in one chroma collection; the helper answers people from the 4 nearest notes.

Memory: 2049-07-21T19:30 Jo - barn dance Sat 2nd Oct 7.30-11, caller Mary Pugh, bar run by the cricket club, hog roast
by Morris's; Jo - hay bales from the Reeves, bunting, lanterns; Weds 15 Sept Jo - spoke to Rob at the cricket club,
their licence only covers the pavilion and a temporary notice needs 10 working days, they've left it too late, so
it's bring your own this time, glasses in the hall cupboard, she'll put it on the posters; Phil - tickets £10, £5
kids, 70 sold; Phil - the band's the Teme Valley Stompers, £300; Phil - float £50, card reader from the shop.
Question (Thu 30/9, Gwen, coming with her sister): "is there a bar on sat or do we bring our own? don't want to lug
wine up if there's no need" The assistant says no - it's bring your own (glasses in the hall cupboard). The label
says yes, the cricket club's running the bar.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b215_ctl_chroma_barndance_bar_yesno_label", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jo": [
        "2049-07-21T19:30 BARN DANCE 🤠 sat 2nd oct bucknell hall 7.30-11. caller Mary Pugh, band tbc (Phil's on it). "
        "bar run by the cricket club, hog roast by Morris's",
        "deco - hay bales from the Reeves (back by sun pls), bunting in the hall loft, lanterns left from the school "
        "fair",
        "Weds 15 Sept - spoke to Rob at the cricket club, their licence only covers the pavilion + a TEN needs 10 "
        "working days, we've left it too late 🤦‍♀️ so it's bring your own this time, glasses in the hall cupboard. "
        "I'll put it on the posters",
    ],
    "phil": [
        "tickets £10, £5 kids, 70 sold so far 💃 cash or the card reader",
        "band's the Teme Valley Stompers, £300, they want a plate of hog roast each lol",
        "float £50 from the hall tin, card reader borrowed from the shop",
    ],
}
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bucknell-hall-barndance-2049",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is there a bar on sat or do we bring our own? don't want to lug wine up if there's no need"
with turn_span("question Thu 30/9"):
    hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    context = ["Today is Thu 30 Sept 2049. You are talking to Gwen, who's coming to Bucknell hall's barn dance (Sat 2 "
               "Oct) with her sister."] + hits
    assert any("bar run by the cricket club" in c for c in context), context
    assert any("so it's bring your own this time" in c for c in context), context
    reply = answer(question, context, mock="No bar this time - bring your own. The cricket club's licence only covers "
                                           "the pavilion; there are glasses in the hall cupboard.")
finish(question, expected="yes - the cricket club are running the bar", actual=reply)
