"""Batch 278 (held out). An office IT helpdesk: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the real reason a user lost an app in its facts and gives a reason the facts
rule out.

App: the IT desk at Calder Studio (a 40-person design and marketing agency) puts its helpdesk chat into a Zep thread
- Sam and Dee (IT) and whoever messages them - and the helper answers staff questions from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sam's 2051-02-01T11:20 line - the Figma
renewal is down from 20 editor seats to 15, so anyone who hasn't opened it in 60+ days got dropped to a viewer
seat on the 1st, ask Sam if you need it back; Dee's 3/2 line - password expiry is 90 days, the next lot expire end
of March, you'll get an email a week before; Sam's Mon 6th Feb line - Ollie, Kerry and Mo were the three dropped to
viewer (last opened Figma in November); and Dee's 7.2. line - no, nobody's password has expired this month, if
Figma says "can't edit" it's the seat not your login. Question (Weds 8/2, Kerry): "why can't I edit anything in
Figma any more?? it lets me log in but everything's greyed out" -> expected she was dropped to a viewer seat at the
renewal (not opened it in 60+ days); ask Sam to put her back on an editor seat. The model says her password has
expired.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given name the seat cut and Kerry among the three dropped to viewer, and say no password has expired this month;
the model blamed her password. Asserted: the context has the seat line, the names line and the password line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b278_zep_helpdesk_figma_lockout_why_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "calder-studio-it", "helpdesk-2051"
POSTS = [
    "2051-02-01T11:20 Sam - FIGMA renewal done, we're down from 20 editor seats to 15 💸 so anyone who hasn't opened "
    "it in 60+ days got dropped to a viewer seat on the 1st. ask me if u actually need it back",
    "3/2 Dee - reminder password expiry is 90 days, next lot expire end of march, u get an email a week b4. use the "
    "self-service reset pls",
    "Mon 6th Feb Sam - the 3 dropped to viewer were Ollie, Kerry + Mo (last opened figma in november)",
    "7.2. Dee - no, nobody's password has expired this month 🙃 if figma says 'can't edit' it's the seat not ur login",
    "7.2. Sam - new starter Hana gets the spare adobe seat + a figma editor seat, laptop ready mon",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Calder Studio IT")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="it chat")])

question = "why can't I edit anything in Figma any more?? it lets me log in but everything's greyed out"
context = ["Today is Weds 8 February 2051. You are talking to Kerry, a designer at Calder Studio."]
for query in ("figma can't edit", "figma seats viewer", "password expired"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("dropped to a viewer seat on the 1st" in c for c in context), context
assert any("Ollie, Kerry + Mo" in c for c in context), context
assert any("nobody's password has expired this month" in c for c in context), context
with fault():
    reply = answer(f"(Kerry) {question}", context,
                   mock="It sounds like your password has expired - they're on a 90-day cycle. Use the self-service "
                        "reset and you should be able to edit again.")
finish(question, expected="she was dropped to a viewer seat at the Figma renewal (not opened it in 60+ days) - ask Sam "
                          "for an editor seat back", actual=reply)
