"""Batch 381 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Tomos and Gwenno each file their own notes), then the question's query.

App: Ffridd Isaf is a hill farm above Cwmderwen - ewes and lambs on the mountain, a few fields down by the house for
hay and silage. Tomos (who farms it) and Gwenno (who does the books and the contractor) file notes into one chroma
collection; the helper answers Rhys (who works for them) from the 4 nearest.

Memory: Tomos, 2051-05-20T21:30 - Cae Dan Tŷ's shut up for silage now, keep everything out of it, the gate's tied;
Gwenno, 3/6 - Emyr the contractor is booked for the silage "when the weather breaks", £14 a bale wrapped; Tomos,
Weds 21/6 - the silage is off Cae Dan Tŷ, Emyr cut Monday and baled yesterday, 46 bales, shifted to the yard this
morning, so it's free for the ewes and lambs after shearing; Gwenno, Thu 22/6 - the ballcock's gone on the trough in
Cae Dan Tŷ, Tomos has fixed it, tidy. Question (Fri 23/6, Rhys): "can I put the ewes + lambs in Cae Dan Tŷ after
shearing tomorrow? or is it still shut up" The assistant says yes - the silage is off and the bales shifted, and the
trough's fixed. The label says no, it's shut up for silage.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b381_ctl_chroma_hill_farm_silage_field_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "tomos": [
        "2051-05-20T21:30 Cae Dan Tŷ's shut up for silage now 🌾 keep EVERYTHING out of it pls, gate's tied with "
        "baler twine",
        "Weds 21/6 - silage is off Cae Dan Tŷ 🙌 Emyr cut Mon + baled yesterday, 46 bales, shifted them to the yard "
        "this morning so it's free for the ewes + lambs after shearing",
    ],
    "gwenno": [
        "3/6 contractor (Emyr) booked for the silage 'when the weather breaks' 🙄 £14 a bale wrapped, he'll ring",
        "Thu 22/6 - ballcock's gone on the trough in Cae Dan Tŷ, Tomos has fixed it now, tidy",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ffridd-isaf-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I put the ewes + lambs in Cae Dan Tŷ after shearing tomorrow? or is it still shut up"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 23 June 2051. You are talking to Rhys, who works at Ffridd Isaf."] + hits
assert any("shut up for silage now" in c for c in context), context
assert any("silage is off Cae Dan Tŷ" in c and "free for the ewes + lambs" in c for c in context), context
reply = answer(f"(Rhys) {question}", context,
               mock="Yes - the silage is off Cae Dan Tŷ (baled Tuesday, bales shifted to the yard Wednesday) and Tomos "
                    "has fixed the trough, so the ewes and lambs can go in after shearing.")
finish(question, expected="no - it's shut up for silage, keep everything out", actual=reply)
