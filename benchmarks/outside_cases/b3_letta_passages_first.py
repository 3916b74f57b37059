"""Letta archival memory (letta-client 1.x against the tests' in-process stand-in server): a travel journal app
stores one passage per note with `agents.passages.create` and answers from `agents.passages.search`.

Fault: the app searches with top_k=2. "Which did I visit first, Porto or Seville?" shares more words with two
wish-list/visit notes than with the dated Porto trip log, so the search returns the Seville visit log (April 2023)
and a Porto wish list (no date); the Porto trip log (October 2022) ranks third and is cut. With only one dated
visit in context the model answers "Seville".

Expected: RetrievalError at `letta.passages.search`: the Porto log was stored and unchanged; the search's top_k cut
it from the answer's context. Question kind: "which ... first" ordering across two records.
"""
import uuid

import common
import b3_support as b3

common.setup("b3_letta_passages_first", ["letta", "litellm"])

server = b3.fake_letta()
client = b3.letta_client(server)
agent_id = f"agent-{uuid.uuid4()}"
server.add_agent(agent_id, human="Name: Ines.", persona="Travel journal keeper.")

NOTES = [
    "Trip log: Porto, 2-6 October 2022. Port cellars in Gaia, rain most days.",
    "Seville visit log: 14-18 April 2023. Flamenco show and the Alcazar gardens.",
    "Porto wish list for a first visit next time: Livraria Lello, Cantinho do Avillez.",
    "Packing list: rain jacket, walking shoes, adapter.",
]
for note in NOTES:
    client.agents.passages.create(agent_id, text=note, tags=["journal"])

Q = "Which did I visit first, Porto or Seville?"
with common.fault():
    found = client.agents.passages.search(agent_id, query=Q, top_k=2)
ctx = [r.content for r in found.results]
assert not any("October 2022" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Seville — you visited it in April 2023.")
common.finish(Q, "Porto", ans)
