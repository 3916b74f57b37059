"""Batch 12 (held out). Community pottery studio's kiln-log assistant: Zep (``AsyncZep`` v4 client against the
in-process stand-in), asyncio, one root span per turn.

App: the studio technician logs each kiln load by chatting to the assistant; the messages go into her Zep thread and
Zep turns each into a fact on her graph. Members ask questions; the assistant runs ``graph.search_edges`` and answers
with litellm.

Planted fault (ResponseError, a duration across midnight computed wrong): the log holds "I switched the big kiln on
for the bisque firing at 9:40 pm on Friday 12 June" and "The big kiln reached cone 04 and switched itself off at 7:25
am on Saturday 13 June". Both facts are in the context. Question: "How long did Friday's bisque firing run, from
switch-on to switch-off?" -> expected "9 hours 45 minutes". The model answers "10 hours 15 minutes".

Expected verdict: ResponseError at the answer's litellm.completion (inside fault()). Asserted: both clock times are
in the context the model got.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b12_zep_pottery_kiln_duration_response", ["zep", "litellm"])

import httpx  # noqa: E402
import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span  # noqa: E402

GRAPH, THREAD = "tech-rosa-lindqvist", "kiln-log-rosa"
LOG = [
    "I loaded the big kiln with 38 bisque pieces from the Tuesday evening class, shelves at 3 levels.",
    "I switched the big kiln on for the bisque firing at 9:40 pm on Friday 12 June, program 2 (slow bisque).",
    "The big kiln reached cone 04 and switched itself off at 7:25 am on Saturday 13 June; unloaded at 2 pm.",
    "I'm planning the glaze firing for the same pieces on Friday 19 June, cone 6.",
]


async def main():
    server = fake_zep()
    server.add_thread(THREAD, GRAPH, "Rosa")
    client = zep_cloud.AsyncZep(api_key="k", base_url="http://zep.test/api/v4", max_retries=0,
                                httpx_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))
    for i, text in enumerate(LOG, 1):
        with turn_span(f"turn-{i} kiln log"):
            await client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                                   name="Rosa")])

    question = "How long did Friday's bisque firing run, from switch-on to switch-off?"
    with turn_span("turn-5 member question"):
        facts = (await client.graph.search_edges(GRAPH, query="bisque firing switched on off big kiln",
                                                 page_size=4)).items
        context = [f.fact for f in facts]
        assert any("9:40 pm" in c for c in context) and any("7:25 am" in c for c in context), context
        with fault():
            reply = answer(question, context, mock="The bisque firing ran for 10 hours 15 minutes.")
    finish(question, expected="9 hours 45 minutes", actual=reply)


asyncio.run(main())
