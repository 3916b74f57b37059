"""Batch 227 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of notes, script style
(every call its own trace).

App: Leintwardine WI's quiz night is Fri 7th October 2050 in the Sun's function room, 7.30 - teams of 6, six
rounds and a picture round on the tables, fish and chips half way. Sheila (the WI's quiz organiser) files her notes
into one chroma collection; members ask the helper, which answers from the 5 nearest notes.

Memory: 2050-08-30T20:00 Sheila - the rounds: general knowledge, music (Pam's CDs), local history, food and drink,
sport and the news, plus a picture round on the tables; 14/9 - answer sheets one per round, Margaret doing them;
Weds 21 Sep - Pam's CD player's packed in and nobody can work the Sun's speakers, so no music this time - Sheila's
doing a famous faces round off her printouts instead; 28.9. - 9 teams so far, fish and chips from the chippy at
8.45, £7 a head all in. Question (Mon 3/10, Val): "what rounds are we doing on the night? my team want to swot up"
The assistant lists general knowledge, famous faces, local history, food and drink, sport, the news and the picture
round. The label lists the rounds with music in place of famous faces (the list as first sent round).
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b227_ctl_chroma_wi_quiz_rounds_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("rounds", "2050-08-30T20:00 QUIZ rounds sorted 🧠 general knowledge, music (Pam's CDs), local history, food + "
               "drink, sport, the news. + a picture round on the tables to do while u eat"),
    ("sheets", "14/9 answer sheets - one per round, Margaret's doing them on the church photocopier"),
    ("rounds", "Weds 21 Sep - Pam's CD player's packed in + nobody can work the Sun's speakers 🙄 so no music this "
               "time, I'm doing a famous faces round off my printouts instead"),
    ("supper", "28.9. - 9 teams so far, fish + chips from the chippy ~8.45, £7 a head all in, pay on the night"),
    ("prizes", "prizes - box of chocs each for the winners, the wooden spoon for last, raffle £1 a strip"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("leintwardine-wi-quiz-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sheila"}])

question = "what rounds are we doing on the night? my team want to swot up 😂"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Mon 3 October 2050. You are talking to Val, a member of Leintwardine WI whose team is going to "
           "the WI quiz night (Fri 7 October)."] + hits
assert any("general knowledge, music (Pam's CDs)" in c for c in context), context
assert any("so no music this time, I'm doing a famous faces round" in c for c in context), context
reply = answer(question, context, mock="General knowledge, famous faces, local history, food and drink, sport and the "
                                       "news - plus a picture round on the tables while you eat. (No music round this "
                                       "time.)")
finish(question, expected="general knowledge, music, local history, food and drink, sport, the news and a picture "
                          "round", actual=reply)
