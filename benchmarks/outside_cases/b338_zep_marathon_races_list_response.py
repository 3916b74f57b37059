"""Batch 338 (held out). Training for a first marathon, in a chat between two friends: Zep facts (sync client,
offline stand-in), script style (every call its own trace); the answer call has the dropped race and the message
dropping it in its context and lists it anyway.

App: Jamal signed up for his first marathon (Chicago, 8 October 2023) in March; his friend Keiko, a veteran of six
marathons, talks him through it. Their chat goes into a Zep thread (each message with its speaker's name, its
``reference_time`` and its LoCoMo-style timestamp at the head of the text); Jamal's assistant answers from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jamal's 7:12 pm on 3 March, 2023 message
(signed up for the Chicago Marathon, 8 October); Keiko's 7:30 pm message the same evening (do a spring half as a
tune-up, the Brooklyn Half is 20 May); Jamal's 9:00 am on 14 March message (got into the Brooklyn Half, and signed
up for the Queens 10K on 18 June because his coworker Dami is doing it); and his 8:40 pm on 2 April message (Coach
Renee says the Queens 10K lands right when his mileage jumps, so he's dropping it and transferring his bib to Dami's
sister). Question (10:00 am on 10 April, 2023, Jamal): "Which races am I doing this year? Filling in my PTO request
at work" -> expected two: the Brooklyn Half on 20 May and the Chicago Marathon on 8 October (not the Queens 10K,
dropped on 2 April). The model lists all three.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both races he is running, the 10K and the message dropping it, and the model still listed the 10K.
Asserted: the context has the Chicago line, the Brooklyn Half line and the dropping line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b338_zep_marathon_races_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "jamal", "jamal-keiko-chat-2023"
MESSAGES = [
    ("Jamal", "2023-03-03T19:12:00Z",
     "[7:12 pm on 3 March, 2023] Jamal: I DID IT. I signed up for the Chicago Marathon, 8 October. My first marathon "
     "ever. Keiko please tell me I'm not insane, I've never run more than a 10K."),
    ("Keiko", "2023-03-03T19:30:00Z",
     "[7:30 pm on 3 March, 2023] Keiko: You're not insane!! Well, a little. You've got 7 months, that's plenty. You "
     "should do a half in the spring as a tune-up - the Brooklyn Half is 20 May and the lottery opens next week."),
    ("Jamal", "2023-03-14T09:00:00Z",
     "[9:00 am on 14 March, 2023] Jamal: GOT INTO THE BROOKLYN HALF!!! 20 May, here I come. Also signed up for the "
     "Queens 10K on 18 June since my coworker Dami is doing it and she promised brunch after."),
    ("Jamal", "2023-04-02T20:40:00Z",
     "[8:40 pm on 2 April, 2023] Jamal: Coach Renee looked at my plan and said the Queens 10K lands right when my "
     "mileage jumps, so I'm dropping it - transferring my bib to Dami's sister. Kind of bummed about the brunch but "
     "she's right, Chicago is the point."),
    ("Keiko", "2023-04-02T21:05:00Z",
     "[9:05 pm on 2 April, 2023] Keiko: Good coach. And get fitted for proper shoes this month, not the ones from "
     "2019 with the hole in the toe."),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jamal")
client = zep_client(server)
for speaker, ref, text in MESSAGES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=speaker,
                                                                      reference_time=ref)])

question = "Which races am I doing this year? Filling in my PTO request at work"
context = ["Current time: 10:00 am on 10 April, 2023. You are Jamal's assistant; Jamal is training for his first "
           "marathon."]
for query in ("races Jamal signed up for", "half marathon", "10K race", "marathon date"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("I signed up for the Chicago Marathon, 8 October" in c for c in context), context
assert any("GOT INTO THE BROOKLYN HALF" in c for c in context), context
assert any("the Queens 10K lands right when my mileage jumps, so I'm dropping it" in c for c in context), context
with fault():
    reply = answer(f"(Jamal) {question}", context,
                   mock="Three this year: the Brooklyn Half on 20 May, the Queens 10K on 18 June, and the Chicago "
                        "Marathon on 8 October.")
finish(question, expected="two: the Brooklyn Half on 20 May and the Chicago Marathon on 8 October (he dropped the "
                          "Queens 10K)", actual=reply)
