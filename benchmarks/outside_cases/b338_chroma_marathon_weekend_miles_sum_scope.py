"""Batch 338 (held out). Training for a first marathon, told in a chat between two friends: chromadb collection of
the chat's messages (metadata: speaker, date_time), script style (every call its own trace); for a question about
Jamal's own running the helper asks only Jamal's messages, and the run that completes the weekend was told by Keiko.

App: Jamal is training for his first marathon (Chicago, 8 October 2023) on an 18-week plan; his friend Keiko, who has
run six, runs with him some weekends and nags him about gels and foam rollers. Their chat is filed into one chroma
collection, one document per message with the message's own timestamp at its head ("[5:02 pm on 13 May, 2023]
Jamal: ...") and metadata ``speaker`` and ``date_time``. For "how much did I run" questions the helper treats the
runner's own messages as his log and asks only those (``where={"speaker": "Jamal"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Jamal's message of 5:02 pm on 13 May, 2023 (a Saturday)
has 14 miles along the lakefront, the longest run of his life. Keiko's message of 7:30 pm on 14 May, 2023 (the
Sunday) says she loved their shakeout "this morning" - 4 easy miles, he chatted the whole way, so the pace was right.
Question (9:20 am on 16 May, 2023, Jamal): "how many miles did I run over the weekend in total? logging it for my
coach" -> expected 18 miles (14 on Saturday 13 May + 4 with Keiko on Sunday 14 May). The scoped query returns only
Jamal's own messages; the assistant says 14 miles.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): Keiko's 14 May message
is in the collection and among the question's 5 nearest with no filter, but the speaker filter kept it from the
context the model saw. Asserted: the message is in the unfiltered 5 nearest and not in the filtered result; no
context line has the Sunday shakeout or the 4 miles; the 14 miles on Saturday is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b338_chroma_marathon_weekend_miles_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SUNDAY = ("[7:30 pm on 14 May, 2023] Keiko: Loved our shakeout this morning!! 4 easy miles and you were chatting the "
          "whole way, which means the pace was exactly right for a recovery run. Don't skip the foam roller tonight, "
          "I mean it 😄 Your calves will thank you on Tuesday.")
MESSAGES = [
    ("Jamal", "6:45 pm on 8 May, 2023",
     "[6:45 pm on 8 May, 2023] Jamal: Week 6 of the plan done. The 10 miler on Saturday felt brutal, honestly, my "
     "shins were screaming by mile 8. Coach Renee says it's just my body catching up, but I'm nervous about the "
     "long runs getting longer."),
    ("Keiko", "8:10 pm on 8 May, 2023",
     "[8:10 pm on 8 May, 2023] Keiko: Shin splints are SO normal in the first build, I had them for a month before "
     "my first one. Ice, easy days actually easy, and take a gel every 45 min on anything over 90 minutes. You've "
     "got this."),
    ("Jamal", "5:02 pm on 13 May, 2023",
     "[5:02 pm on 13 May, 2023] Jamal: Just got back from 14 miles along the lakefront!!! Longest run of my LIFE. My "
     "legs are jelly but I'm so proud of myself. Keiko you were right about the gels every 45 min, no wall at all."),
    ("Keiko", "7:30 pm on 14 May, 2023", SUNDAY),
    ("Jamal", "8:55 pm on 15 May, 2023",
     "[8:55 pm on 15 May, 2023] Jamal: Ordered a second pair of Pegasus so I can rotate them, $130 ouch. Also signed "
     "up for the running store's Thursday group run, figured I need people who aren't you to suffer with 😂"),
]

client = chromadb.EphemeralClient()
chat = client.get_or_create_collection("jamal-keiko-chat-2023", embedding_function=offline.chroma_embedding_function())
for i, (speaker, when, text) in enumerate(MESSAGES, 1):
    chat.add(ids=[f"msg-{i}"], documents=[text], metadatas=[{"speaker": speaker, "date_time": when}])

question = "how many miles did I run over the weekend in total? logging it for my coach"
wider = chat.query(query_texts=[question], n_results=5)["documents"][0]
assert SUNDAY in wider, wider
with fault():
    found = chat.query(query_texts=[question], n_results=3, where={"speaker": "Jamal"})
hits = found["documents"][0]
context = ["Current time: 9:20 am on 16 May, 2023 (a Tuesday). You are talking to Jamal, who is training for his "
           "first marathon (Chicago, 8 October 2023)."] + hits
assert SUNDAY not in hits and not any(w in c.lower() for c in context for w in ("shakeout", "4 easy miles")), context
assert any("Just got back from 14 miles along the lakefront" in c for c in context), context
reply = answer(f"(Jamal) {question}", context,
               mock="14 miles - your lakefront long run on Saturday 13 May, the longest of your training so far.")
finish(question, expected="18 miles - 14 on Saturday 13 May plus the 4-mile shakeout with Keiko on Sunday 14 May",
       actual=reply)
