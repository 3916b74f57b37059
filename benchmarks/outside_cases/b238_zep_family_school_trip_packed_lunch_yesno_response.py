"""Batch 238 (held out). A family's shared household notes: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the school's cancellation in its facts and answers as if the trip
were still on.

App: the Brooks family (Jo, Tom, Lily in Year 4, and Nana who does two school pick-ups a week) put their house notes
into a Zep thread - school letters, bin days, the boiler service, who's picking up when; the helper answers from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jo's 2051-02-27T20:10 note - a school
letter, the Year 4 trip to Eureka on Thurs 9th March, coach at 8.45 sharp, packed lunch (no glass, no fizzy), £14 on
ParentPay, paid; Tom's 1/3 note - black bin Tuesday night, the boiler service; Jo's Mon 6th Mar note - a text from
school: the Eureka trip's off, the coach firm's pulled out, they're trying to rebook for summer term, money refunded,
normal school day Thursday with school dinners as usual (roast day); and Nana's Tue 7/3 note - she'll do pick-up
Weds and Thurs, 3.15 at the gate. Question (Weds 8/3, Tom, doing tomorrow's lunches tonight): "does Lily need a
packed lunch tmrw for the trip?" -> expected no - the trip's cancelled, it's a normal day with school dinner. The
model says yes, a packed lunch for the Eureka trip, no glass or fizzy drinks.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the trip called off and school dinners as usual, and the model answered from the first letter. Asserted:
the context has the trip letter and the cancellation.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b238_zep_family_school_trip_packed_lunch_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brooks-house", "house-notes-2051"
POSTS = [
    "2051-02-27T20:10 Jo - letter from school: Yr 4 trip to Eureka thurs 9th march 🚌 coach 8.45 SHARP, packed lunch "
    "(no glass, no fizzy), £14 on ParentPay by fri. paid ✔",
    "1/3 Tom - black bin out tues night, recycling the wk after. boiler service is thurs 16th, I'm wfh",
    "Mon 6th Mar Jo - text from school: the Eureka trip's OFF 😩 coach firm's pulled out, they're trying to rebook "
    "for summer term, money refunded to ParentPay. normal school day thurs, school dinners as usual (it's roast day "
    "so she's not bothered)",
    "Tue 7/3 Nana - I'll do pick up weds + thurs, 3.15 at the gate, she can come to mine for tea",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brooks family")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="house chat")])

question = "does Lily need a packed lunch tmrw for the trip? I'm doing the lunches tonight"
context = ["Today is Weds 8 March 2051. You are talking to Tom, Lily's dad (Lily is in Year 4)."]
for query in ("school trip packed lunch", "Eureka trip thursday", "school dinners"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("packed lunch" in c and "Eureka thurs 9th march" in c for c in context), context
assert any("the Eureka trip's OFF" in c and "school dinners as usual" in c for c in context), context
with fault():
    reply = answer(f"(Tom) {question}", context,
                   mock="Yes - a packed lunch for the Eureka trip, no glass bottles or fizzy drinks, and she needs "
                        "to be at school for the coach at 8.45 sharp.")
finish(question, expected="no - the Eureka trip's been cancelled, it's a normal day with school dinner (roast day)",
       actual=reply)
