"""Batch 334 (held out). A mobile phone repair stall: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the parts hold-up for the customer's job in its facts and answers with the
stall's usual same-day promise.

App: Jamal runs "Phone Doc", a phone repair stall in Halifax Borough Market - screens, batteries, charging ports,
cases and screen protectors, most jobs done while you shop. Jamal and Kasia (who does Saturdays) put the stall's chat
into a Zep thread; the helper answers customers' messages from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Jamal's 2050-10-03T09:00 price list -
most jobs same day, about an hour, pick up before 5; Jamal's Weds 12 Oct post - the supplier's out of the USB-C port
boards for the Samsung A series till next week, so any A-series charging port job, take the phone and a £10 deposit
but tell them Thurs 20th after 2 at the earliest, NOT same day; Kasia's 13/10 post - screen protectors 2 for £10;
and Kasia's Sat 15th post - she took in a Samsung A54 for Mrs Begum, charging port, £10 deposit, ticket 0417.
Question (Sat 15/10, Mrs Begum messaging): "can I get my phone back today? the Samsung, ticket 0417, it's the
charging port" -> expected no - the part's on order, Thursday 20th after 2 at the earliest. The model says yes,
same day, pick it up before 5.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say A-series charging ports are not same day and her job is an A54 charging port, and the model promised it
today. Asserted: the context has the parts hold-up and her ticket.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b334_zep_phone_stall_repair_back_today_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "phone-doc-halifax", "stall-chat-2050"
POSTS = [
    "2050-10-03T09:00 Jamal - price list's up on the board 📱 screens from £49 android / £69 iphone, batteries £35, "
    "charging ports £30. most jobs same day, about an hour, pick up b4 5",
    "Weds 12 Oct Jamal - supplier's out of the USB-C port boards for the Samsung A series till next wk 😤 any A-series "
    "charging port jobs take the phone + a £10 deposit but tell them Thurs 20th after 2 at the earliest, NOT same day",
    "13/10 Kasia - screen protectors 2 for £10 now, shifting the old stock. the till roll's nearly out",
    "Sat 15th Kasia - took in a Samsung A54 for Mrs Begum, charging port, £10 dep taken, ticket 0417, her number's "
    "on the ticket",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Phone Doc")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="stall chat")])

question = "can I get my phone back today? the Samsung, ticket 0417, it's the charging port"
context = ["Today is Sat 15 October 2050, about 11am. You are answering Mrs Begum, a customer of Phone Doc (phone "
           "repair stall, Halifax Borough Market)."]
for query in ("charging port repair Samsung", "same day repairs pick up", "ticket 0417"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("out of the USB-C port boards for the Samsung A series" in c and "NOT same day" in c
           for c in context), context
assert any("Samsung A54 for Mrs Begum" in c and "ticket 0417" in c for c in context), context
with fault():
    reply = answer(f"(Mrs Begum) {question}", context,
                   mock="Yes - charging ports are a same-day job, about an hour, so you can pick it up any time "
                        "before 5 today.")
finish(question, expected="no - the Samsung A-series port part is on order, Thursday 20th after 2 at the earliest",
       actual=reply)
