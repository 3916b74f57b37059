"""Batch 237 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the choir secretary and the musical director each file their own notes), then the question's query.

App: Brighouse Community Choir give their carol concert on Sat 17th Dec 2050 at the Methodist church, 7.30, with a
candlelit procession to open. Janet (the secretary) and Gill (the musical director) file notes into one chroma
collection; the helper answers singers' questions from the 4 nearest.

Memory: Janet, 2050-11-06T20:00 - concert kit: all in black (top and trousers or a long skirt), your black folder
with the carols in order, a bit of tinsel round your neck; Gill, Thu 24/11 - tinsel's banned this year, sorry, the
church says it sheds all over their new carpet, red scarves instead, she's got spares; Gill, 1/12 - the procession's
in the dark, bring a small torch to read the first carol by, the church's candles are battery ones on the window
ledges; Janet, 8/12 - tickets £8 at the door, mince pies in the interval. Question (Mon 12/12, Precious, a new
soprano): "what do I need to bring + wear on sat? first concert with you all 😬" The assistant says all in black, the
black folder, a red scarf (no tinsel this year) and a small torch for the procession. The label says all in black,
the black folder, tinsel round your neck and a torch.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b237_ctl_chroma_carol_concert_kit_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "janet": [
        "2050-11-06T20:00 CAROL CONCERT kit 🎄 all in black (top + trousers or a long skirt), ur black folder with the "
        "carols in order, + a bit of tinsel round ur neck for a bit of sparkle",
        "8/12 tickets £8 at the door or from me, mince pies + mulled wine in the interval, choir gets theirs free 😉",
    ],
    "gill": [
        "Thu 24/11 - tinsel's banned this yr sorry!! the church says it sheds all over their new carpet 🙈 red scarves "
        "instead, I've got spares if u haven't got one",
        "1/12 the procession's in the dark so bring a small torch to read the first carol by - the church's candles "
        "are battery ones on the window ledges, no real flames",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("brighouse-choir-carols-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do I need to bring + wear on sat? first concert with you all 😬"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 12 December 2050. You are talking to Precious, a new soprano in Brighouse Community Choir "
           "(carol concert Sat 17 Dec at the Methodist church)."] + hits
assert any("all in black" in c and "tinsel round ur neck" in c for c in context), context
assert any("tinsel's banned this yr" in c and "red scarves instead" in c for c in context), context
assert any("bring a small torch" in c for c in context), context
reply = answer(question, context, mock="All in black (top and trousers or a long skirt), your black folder with the "
                                       "carols in order, a red scarf - no tinsel this year, Gill has spares - and a "
                                       "small torch for the procession.")
finish(question, expected="all in black, your black folder, tinsel round your neck and a torch", actual=reply)
