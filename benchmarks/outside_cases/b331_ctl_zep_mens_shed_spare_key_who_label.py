"""Batch 331 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Mytholmroyd Men's Shed have a workshop in the old mill yard - woodturning, bird boxes, repairs for the
neighbours, a brew. Keith (the chairman), Dave and Brian put the shed's chat into a Zep thread; the helper answers
members' questions from a graph search of the facts.

Memory: Keith, 2050-09-05T11:00 - he's got the main set of keys, Brian's got the spare, if you're opening up ring
one of them the night before; Dave, 20/9 - Howarth's delivered the oak, it's stacked at the back, don't nick it for
bird boxes; Brian, Fri 7th Oct - off to their Julie's in Alicante for the winter, back in March, he's given the
spare key to Tony, he lives nearest anyway; Keith, Mon 17th Oct - new padlock on the timber store, same key as the
main door. Question (Mon 24/10, Ian): "who's got the spare key? Keith's poorly + I'm meant to be opening up tues"
The assistant says Tony (Brian gave it him before going to Spain for the winter). The label says Brian.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b331_ctl_zep_mens_shed_spare_key_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "mytholmroyd-shed", "shed-chat-2050"
POSTS = [
    "2050-09-05T11:00 Keith - KEYS 🔑 I've got the main set, Brian's got the spare. if ur opening up ring one of us "
    "the night before pls",
    "20/9 Dave - Howarth's delivered the oak, it's stacked at the back. DON'T nick it for bird boxes lads 😂",
    "Fri 7th Oct Brian - off to our Julie's in Alicante for the winter 🌞 back in March. I've given the spare key to "
    "Tony, he lives nearest anyway",
    "Mon 17th Oct Keith - new padlock on the timber store, same key as the main door",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mytholmroyd Men's Shed")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="shed chat")])

question = "who's got the spare key? Keith's poorly + I'm meant to be opening up tues"
context = ["Today is Mon 24 October 2050. You are talking to Ian, a member of Mytholmroyd Men's Shed."]
for query in ("spare key", "who has the keys to the shed", "opening up"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("I've got the main set, Brian's got the spare" in c for c in context), context
assert any("I've given the spare key to Tony" in c for c in context), context
reply = answer(f"(Ian) {question}", context,
               mock="Tony's got it - Brian gave him the spare before he went to Alicante for the winter. Give Tony "
                    "a ring tonight.")
finish(question, expected="Brian", actual=reply)
