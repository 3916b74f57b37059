"""Batch 353 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Kate in the office and Trent on site each file their own notes), then the question's query.

App: Derwent Roofing & Plumbing in Hobart (Trent, the boss; Kate, who runs the office; Liam, the apprentice) have a
gutter guard job for Mrs Pearce in Taroona and a reroof for Rob Pearce - no relation - in Lindisfarne in April 2050.
Kate and Trent file notes into one chroma collection; the helper answers from the 4 nearest.

Memory: Kate, 2050-04-04T10:05 - deposit in from Mrs Pearce, Taroona (gutter guard + 2 downpipes), $600, ta; Kate,
6/4 - Lindisfarne reroof, the client's Rob Pearce (no relation to the Taroona lady!), deposit invoice INV-2291 for
$4,350 sent 1/4, nothing in yet, chased it today; Trent, Thurs 7/4 - Lindisfarne's 180 sq m of Colorbond Monument,
don't order the sheets from Stratco till the deposit's in, they're $8k+; Trent, 8/4 - Kingston leak sorted, the
valley flashing, Liam's at TAFE Monday. Question (Fri 8/4, Liam): "has Mr Pearce paid the deposit for Lindisfarne yet?
can I order the colorbond from Stratco?" The assistant says no - nothing's in from Rob Pearce yet (INV-2291,
$4,350, chased 6/4); the $600 was Mrs Pearce at Taroona, so hold off on the sheets. The label says yes, $600 came
in on 4/4 (that was a different Pearce, on a different job).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b353_ctl_chroma_hobart_roofing_deposit_paid_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kate": [
        "2050-04-04T10:05 deposit in from Mrs Pearce, Taroona (gutter guard + 2 downpipes) $600, ta 👍 booked for "
        "the 19th",
        "6/4 Lindisfarne reroof - client's Rob Pearce (no relation to the Taroona lady!!) deposit invoice INV-2291 for "
        "$4,350 sent 1/4, nothing in yet, chased it today",
    ],
    "trent": [
        "Thurs 7/4 Lindisfarne - 180 sq m colorbond Monument 0.42, DON'T order the sheets from Stratco till the "
        "deposit's in, they're $8k+",
        "8/4 smoko - Kingston leak sorted, was the valley flashing not the flue. Liam's at TAFE mon",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("derwent-roofing-notes-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "has Mr Pearce paid the deposit for Lindisfarne yet? can I order the colorbond from Stratco?"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 8 April 2050. You are talking to Liam, apprentice at Derwent Roofing & Plumbing."] + hits
assert any("deposit in from Mrs Pearce, Taroona" in c and "$600" in c for c in context), context
assert any("Rob Pearce (no relation to the Taroona lady!!)" in c and "nothing in yet" in c for c in context), context
reply = answer(question, context, mock="No - nothing's in from Rob Pearce for Lindisfarne yet (INV-2291, $4,350, Kate "
                                       "chased it on the 6th). The $600 was Mrs Pearce at Taroona, different job. "
                                       "Hold off on the Stratco order.")
finish(question, expected="yes - $600 deposit came in on 4/4", actual=reply)
