"""Batch 161 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the tour manager and the head of strings each post their notes from their own thread), then the question's query.

App: Tamebridge Youth Orchestra's spring tour (Mon 6th - Fri 10th April 2037, Ludlow and Shrewsbury) - Mrs Okafor
(tour manager) and Mr Bryce (head of strings) post their notes into one chroma collection; the helper answers
parents and players from a query of it.

Memory: 14/3 Mrs Okafor: Mr Dale's van takes the 3 cellos, the double bass + the timps, everything else goes in the
coach hold, cases labelled; 22.3. Mr Bryce: Ludlow Youth Strings have said we can use their timps + bass drum all
week, so ours can stay in the music room, one less thing to lug; Weds 25 Mar Mrs Okafor: coach 9.30 from the school
gates Mon, back Fri 6ish; 2037-03-30T17:00 Mr Bryce: Ellie's bringing her own violin, not the school one. Question
(Thu 2/4, Mr Dale): "what am i taking in the van on monday? need to know if i need the big one" The assistant says the
three cellos and the double bass (the timps stay at school, Ludlow are lending theirs). The label says the three
cellos, the double bass and the timps - the first van list, before Ludlow offered their timps.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b161_ctl_chroma_orchestra_van_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "mrs-okafor": [
        "14/3 Mrs Okafor - Mr Dale's van takes the 3 cellos, the double bass + the timps. everything else in the "
        "coach hold, cases labelled pls",
        "Weds 25 Mar Mrs Okafor - coach 9.30 from the school gates mon, back fri 6ish. packed lunch for mon",
    ],
    "mr-bryce": [
        "22.3. Mr Bryce - Ludlow Youth Strings say we can use their timps + bass drum all week, so ours can stay in "
        "the music room - one less thing to lug",
        "2037-03-30T17:00 Mr Bryce - Ellie's bringing her own violin not the school one, her dad's insured it",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tamebridge-yo-tour-2037",
                                        embedding_function=offline.chroma_embedding_function())


def poster(who: str) -> None:
    for i, text in enumerate(POSTS[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"from": who}])


threads = [threading.Thread(target=poster, args=(who,), name=f"tour-notes-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what am i taking in the van on monday? need to know if i need the big one"
hits = notes.query(query_texts=["van instruments cellos double bass timps"], n_results=4)["documents"][0]
context = ["Today is Thu 2 April 2037. You are talking to Mr Dale, who is driving the instrument van on Tamebridge "
           "Youth Orchestra's spring tour."] + hits
assert any("van takes the 3 cellos, the double bass + the timps" in c for c in context), context
assert any("use their timps + bass drum all week, so ours can stay" in c for c in context), context
reply = answer(question, context, mock="The three cellos and the double bass - the timps are staying in the music "
                                       "room, as Ludlow Youth Strings are lending theirs.")
finish(question, expected="the 3 cellos, the double bass and the timps", actual=reply)
