"""Batch 176 (held out). A cricket club's six-a-side takings: Letta core memory block (offline stand-in), script
style (each call its own trace); the answer call has every figure and leaves one out of the sum.

App: Hanwood CC's six-a-side was on Sun 20th July 2042 - 16 teams, the bar and a bbq going all day, a raffle, all of
it for the juniors' tour to Devon next summer. Pauline, the treasurer, keeps a "sixes 2042" block on the club's Letta
agent and appends a line as the money comes in; committee members ask the agent about it.

Planted fault (ResponseError, ignored sufficient context): the block has the entries (16 teams paid, £640), the bar
(took £2,310, Jo reckons £1,150 of that is profit after the barrels and the bbq stuff), the raffle of 2042-07-22T19:30
(£186 - the signed Shropshire shirt went for a bomb), and Steve's line that the balls and trophies (£210) came out of
club funds, not the juniors' pot; the first line says everything from the day goes to the tour. The model adds the
entries and the bar profit and leaves the raffle out. Question (Weds 23/7, Steve, doing the newsletter): "how much did
the day make for the juniors' tour all in?" -> expected £1,976 (£640 + £1,150 + £186). The assistant says £1,790.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the entries, the bar
profit and the raffle are all in the block the model was given, and it left the £186 raffle out of the sum.
Asserted: the block has the £640, £1,150 and £186 lines and the line saying it all goes to the tour.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b176_letta_sixes_juniors_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hanwood-cc-pauline"
LABEL = "sixes 2042"
LINES = [
    "Sun 20th July sixes 🏏 everything from the day goes to the juniors' tour (Devon next summer)",
    "16 teams paid, £640 in entries, all in the tin",
    "bar took £2,310 on the day!! Jo reckons £1,150 of that's profit once the barrels + bbq stuff are paid",
    "Mon 21/7 Steve: balls + trophies came to £210, out of club funds not the juniors pot",
    "2042-07-22T19:30 raffle counted - £186 😁 the signed Shropshire shirt went for a bomb lol",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hanwood CC - six-a-side money 2042 (Pauline, treasurer):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much did the day make for the juniors' tour all in?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£640 in entries" in notes and "£1,150 of that's profit" in notes, notes
assert "raffle counted - £186" in notes, notes
assert "everything from the day goes to the juniors' tour" in notes, notes
with fault():
    reply = answer(f"(Weds 23/7/42; Steve, doing the club newsletter) {question}", notes,
                   mock="£1,790 - £640 from the entries plus £1,150 profit on the bar.")
finish(question, expected="£1,976 - £640 entries + £1,150 bar profit + £186 raffle", actual=reply)
