"""Batch 124 (held out). A dog rescue's vet costs: Letta core memory block (offline stand-in), script style (each
call its own trace).

App: Liz, treasurer of Moorside Dog Rescue, keeps a running "bramble" block on a Letta agent for each long-stay dog's
vet visits and what they cost, appending a line after each visit; the helper answers from the block.

Planted fault (ResponseError, ignored sufficient context): Bramble's block has the vet visits: 14/3 vaccs + chip £58;
22.3. dental, four teeth out, £245; Weds 8 Apr stitches in her paw (cut it on glass on the rec) £132, "+ ear drops
while we were in, £18.40, went on the rescue card too"; 16th apr stitches out, no charge. The model adds the three
visit fees and leaves out the ear drops said in passing. Question (Thu 23/4, Liz, writing the trustees' report):
"how much has bramble cost us at the vets so far?" -> expected £453.40 (58 + 245 + 132 + 18.40). The assistant says
£435.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every cost is in the
block the model was given, and it left the £18.40 out of the sum. Asserted: the four amounts are in the block handed
to the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b124_letta_rescue_bramble_vet_total_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-moorside-vet-costs"
LINES = [
    "Bramble - lab x bitch, 9, came in 14/3 from the Barnsley pound, w Dev. insured? NO (too old for the policy)",
    "14/3 Abbey Vets - vaccs + chip £58, paid on the rescue card",
    "22.3. dental, 4 teeth out poor girl, £245. Mr Okafor says she'll eat better for it",
    "Weds 8 Apr - stitches in her front paw, cut it on glass on the rec, £132 + ear drops while we were in, £18.40, "
    "went on the rescue card too. Dev says she was v brave",
    "16th apr - stitches out, no charge (Mr O's a star). next is her booster in the autumn",
    "Abbey Vets open 8.30-5 weekdays, Dev can only do after 1.30pm",
]

server = fake_letta()
server.add_agent(AGENT, **{"bramble": "Moorside Dog Rescue - Bramble's vet visits:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("bramble", agent_id=AGENT)
    client.agents.blocks.update("bramble", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much has bramble cost us at the vets so far? for the trustees report"
notes = client.agents.blocks.retrieve("bramble", agent_id=AGENT).value
for amount in ("£58", "£245", "£132", "£18.40"):
    assert amount in notes, (amount, notes)
with fault():
    reply = answer(f"(Thu 23/4/37, Liz, treasurer) {question}", notes,
                   mock="£435 so far - £58 for her vaccs and chip, £245 for the dental and £132 for the stitches.")
finish(question, expected="£453.40 - 58 + 245 + 132 + the £18.40 ear drops", actual=reply)
