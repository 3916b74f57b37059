"""Batch 336 (held out). A self-storage unit office: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the bank holiday arrangements in its context and answers from a gate
breakdown the context says was fixed the same day.

App: Pennine Self Storage (units in two old mill sheds, a keypad gate, an office open weekdays and Saturday
mornings) puts the office's customer notices into a Zep thread - Dean (the manager) and Kelly (on the desk) - and the
helper answers customers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dean's 2051-01-04T09:00 notice - gate 6am
to 10pm 7 days on your own keypad code, office 9-5 Mon-Fri and 9-1 Sat, shut Sun; Dean's 29/3 notice - Easter, the
office is shut Good Friday and Easter Monday, the gate's on the keypad as normal 6-10 both days; Kelly's Fri 21st
Apr notice - the gate motor went that morning, the engineer's been, all fixed by 3pm; and Dean's Tue 25/4 notice -
the May bank holiday (Mon 1st) is the same as Easter, office shut, gate on the keypad as normal. Question (Sat
29/4, Tom, unit C7): "can I get into my unit on bank hol monday? got a van booked to shift a sofa 👍" -> expected
yes, 6am-10pm on his keypad code, only the office is shut. The model says no - the site's shut for the bank
holiday and the gate's been playing up.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say the gate is on the keypad as normal on the May bank holiday and that the gate motor was fixed the same
day it went, and the model said no. Asserted: the context has the Tue 25/4 bank holiday line and the gate-fixed line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b336_zep_self_storage_bank_holiday_access_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "pennine-self-storage", "customer-notices-2051"
POSTS = [
    "2051-01-04T09:00 Dean - access: gate 6am-10pm 7 days a wk on ur own keypad code, office 9-5 mon-fri, 9-1 sat, "
    "shut sun. out of hrs no. is on the gate if the code won't take",
    "29/3 Dean - Easter 🐣 office shut good fri + easter mon, gate's on the keypad as normal 6-10 both days",
    "Fri 21st Apr Kelly - gate motor went this morning 😩 engineer's been, all fixed by 3pm, sorry to anyone who was "
    "stuck outside",
    "Tue 25/4 Dean - may bank hol (mon 1st) same as easter - office shut, gate on the keypad as normal 6am-10pm. "
    "trolleys are by the lift",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Pennine Self Storage")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="office")])

question = "can I get into my unit on bank hol monday? got a van booked to shift a sofa 👍"
context = ["Today is Sat 29 April 2051. You are talking to Tom, who rents unit C7 at Pennine Self Storage."]
for query in ("bank holiday opening", "gate access hours", "is the gate working"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("may bank hol (mon 1st)" in c and "gate on the keypad as normal 6am-10pm" in c for c in context), context
assert any("all fixed by 3pm" in c for c in context), context
with fault():
    reply = answer(f"(Tom) {question}", context,
                   mock="No, sorry - the site's shut for the bank holiday, and the gate's been playing up anyway. "
                        "Best rebook the van for Tuesday.")
finish(question, expected="yes - the gate's on the keypad as normal, 6am-10pm; only the office is shut", actual=reply)
