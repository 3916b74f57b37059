"""Batch 382 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the secretary and the chairlady each file their own notes), then the question's query.

App: the Nkabom Susu Group (traders at the Madina market, Accra) - GH₵ 200 every Friday, one member takes the pot in
turn, a welfare box for funerals and hospital. Auntie Adjoa (the secretary) and Mama Comfort (the chairlady) file
notes into one chroma collection; the helper answers members' questions from the 4 nearest.

Memory: Auntie Adjoa, 2026-01-05T18:00 - rules: nobody collects before their turn, no exceptions, miss your turn and
it goes to the end of the rota, GH₵ 10 fine after 9am; Auntie Adjoa, 22/02/26 - the new passbooks are ready; Mama
Comfort, Sun 08/03/26 - at the meeting they agreed: if somebody has an emergency (hospital, funeral) she can swap
turns with anybody who agrees, just tell Adjoa before the Friday; Mama Comfort, 15/03/26 - congrats to Kojo on his
baby boy. Question (Tue 17/03/26, Yaa): "my son is on admission at the hospital, they want deposit 😢 can I take my
susu this Friday? my turn is end of April" The assistant says yes - find someone to swap with and tell Auntie Adjoa
before Friday. The label says no, nobody collects before their turn.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b382_ctl_chroma_susu_early_payout_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "adjoa": [
        "2026-01-05T18:00 RULES 📌 nobody collects before their turn, no exceptions. if you miss your turn it goes to "
        "the end of the rota. GH₵ 10 fine after 9am",
        "22/02/26 new passbooks are ready, collect from me after church on Sunday",
    ],
    "comfort": [
        "Sun 08/03/26 meeting - we agreed, if somebody has an emergency (hospital, funeral) she can swap turns with "
        "anybody who agrees to swap, just tell Adjoa before the Friday. we are one family 🙏",
        "15/03/26 congrats to Kojo on his new baby boy 👶 we'll go and see them Saturday, GH₵ 20 each for the gift",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nkabom-susu-2026", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("my son is on admission at the hospital, they want deposit 😢 can I take my susu this Friday? my turn is "
            "end of April")
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 17 March 2026. You are talking to Yaa, a member of the Nkabom Susu Group (her turn to "
           "collect is the end of April)."] + hits
assert any("nobody collects before their turn, no exceptions" in c for c in context), context
assert any("she can swap turns with anybody who agrees to swap" in c for c in context), context
reply = answer(question, context, mock="Yes - since the 08/03 meeting, for an emergency like hospital you can swap "
                                       "turns with anybody who agrees. Find someone and tell Auntie Adjoa before "
                                       "Friday. Sorry about your son 🙏")
finish(question, expected="no - nobody collects before their turn", actual=reply)
