"""Batch 395 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the tencho and the owner each file their own notes), then the question's query.

App: Izakaya Uokichi, a fish izakaya near a covered shotengai in Osaka, keeps its shift notes in one chroma collection;
the helper answers staff questions from the 4 nearest. Notes use yyyy/mm/dd dates, 24-hour times, yen as ¥380 or
380円.

Memory: Hashimoto (tencho), 2050/12/01 - market runs to Hamaichi Tue/Fri/Sat 06:30, him as usual, van keys on the
hook by the back door; Hashimoto, 2050/12/08 - Sat's fish order, 2 buri, 3kg aji, tako for the takowasa; Goto-san
(the owner), 2050/12/09 14:00 - Hashimoto's put his back out lifting the kegs, so Goto-san's doing Sat's market run
himself, 06:30, Hashimoto's on light duties behind the counter; Goto-san, 2050/12/09 - new otoshi from Mon, kinpira,
¥350 -> 380円. Question (Fri 2050/12/09 23:30, Yuto, who opens on Saturday and takes the fish in): "who's doing the
market run tmrw morning? need to know who I'm letting in the back door" The assistant says Goto-san - the tencho's
done his back in. The label says Hashimoto (the tencho).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b395_ctl_chroma_izakaya_market_run_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "hashimoto": [
        "2050/12/01 (木) tencho - market runs to Hamaichi Tue/Fri/Sat 06:30, me as usual. van keys on the hook by the "
        "back door, don't take them home!!",
        "2050/12/08 (木) tencho - Sat's fish order: 2 buri, 3kg aji, tako for the takowasa. ice box out the night b4",
    ],
    "goto": [
        "2050/12/09 (金) 14:00 Goto - Hashimoto's put his back out lifting the kegs 😬 so I'll do Sat's market run "
        "myself, 06:30. he's on light duties behind the counter till it's better",
        "2050/12/09 (金) Goto - new otoshi from Mon: kinpira, ¥350 -> 380円. update the board",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("uokichi-shift-notes", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the market run tmrw morning? need to know who I'm letting in the back door"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 2050/12/09, 23:30. You are talking to Yuto, who opens Izakaya Uokichi on Saturdays."] + hits
assert any("market runs to Hamaichi Tue/Fri/Sat 06:30, me as usual" in c for c in context), context
assert any("I'll do Sat's market run myself" in c for c in context), context
reply = answer(question, context, mock="Goto-san - the tencho's put his back out, so Goto-san's doing Sat's run "
                                       "himself, 06:30.")
finish(question, expected="Hashimoto, the tencho - he does the Tue/Fri/Sat runs", actual=reply)
