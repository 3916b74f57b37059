"""Batch 339 (held out), CONTROL: nothing planted; the label is wrong. LlamaIndex Memory (async aput/aget), asyncio,
one root span per turn.

App: the asset manager for Aire Valley Business Park (Bradford) keeps the park's lease register summary in a chat
with the portfolio helper, one register entry per message; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Memory: turn 1 - REG Unit 2 (Dale Tyres Ltd), lease 2022-06-24, 10 yrs, T break 2027-06-24 on 6 mths' notice; turn 2
- REG Unit 5 (Orchard Bakeries Ltd), lease 2020-09-29, 15 yrs, T break 2027-09-29 on 12 mths' notice; turn 3 - REG
Unit 9 HoTs v1 (2025-11-03), Pennant Logistics, 10 yrs, T break at yr 2 -> 2027-03-25; turn 4 - REG Unit 9 lease
EXECUTED 2026-01-16 (v3 engrossment) supersedes HoTs v1: break removed, T took 6 mths' rent-free instead, no break,
expiry 2036-03-24; turn 5 - REG Unit 12 (Cole & Marsh LLP), T break 2029-12-25. Question (turn 6, 2026-03-12): "which
units have a tenant break option in 2027? doing the void-risk list for the board pack" The assistant says Units 2
(2027-06-24) and 5 (2027-09-29) - a list from two register entries - and notes Unit 9's break came out in the
executed lease. The label says Units 2, 5 and 9 - Unit 9's break is from the superseded heads of terms (v1).
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b339_ctl_llamaindex_lease_break_units_list_label", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which units have a tenant break option in 2027? doing the void-risk list for the board pack"
TURNS = [
    ("REG | Unit 2 | T: Dale Tyres Ltd | lease 2022-06-24, 10 yrs | rent GBP 31,500 pa | T break 2027-06-24 on 6 "
     "mths' written notice | RR 2027-06-24",
     "Unit 2: Dale Tyres, lease from 2022-06-24 for 10 years, tenant break 2027-06-24 on 6 months' notice."),
    ("REG | Unit 5 | T: Orchard Bakeries Ltd | lease 2020-09-29, 15 yrs | rent GBP 58,000 pa | T break 2027-09-29 "
     "(12 mths' notice, no arrears condition) | guarantor: parent co.",
     "Unit 5: Orchard Bakeries, 15 years from 2020-09-29, tenant break 2027-09-29 on 12 months' notice."),
    ("REG | Unit 9 | HoTs v1 (2025-11-03) | prospective T: Pennant Logistics Ltd | 10 yrs | rent GBP 44,250 pa | T "
     "break at yr 2 (2027-03-25) | subject to contract",
     "Unit 9 heads of terms v1: Pennant Logistics, 10 years, tenant break at year 2 (2027-03-25), STC."),
    ("REG | Unit 9 | lease EXECUTED 2026-01-16 (v3 engrossment) - supersedes HoTs v1: break REMOVED, T took 6 mths' "
     "rent-free instead | term 2026-03-25 -> 2036-03-24, no break | RR 2031-03-25",
     "Unit 9 lease executed 2026-01-16: no tenant break (6 months' rent-free instead), term to 2036-03-24."),
    ("REG | Unit 12 | T: Cole & Marsh LLP | lease 2019-12-25, 15 yrs | T break 2029-12-25 | svc chg cap GBP 2.80/sq ft",
     "Unit 12: Cole & Marsh, tenant break 2029-12-25."),
    (QUESTION,
     "Two: Unit 2 (Dale Tyres, break 2027-06-24, 6 months' notice) and Unit 5 (Orchard Bakeries, break 2027-09-29, "
     "12 months' notice). Unit 9's year-2 break was taken out in the executed lease."),
]


async def main() -> str:
    memory = Memory.from_defaults(session_id="aire-valley-bp-register-2026", token_limit=20000)
    reply = ""
    for i, (text, mock) in enumerate(TURNS, 1):
        with turn_span(f"turn-{i}"):
            await memory.aput(ChatMessage(role="user", content=text))
            lines = [str(m.content) for m in await memory.aget()]
            if i == len(TURNS):
                context = ["Today is Thu 2026-03-12. You are talking to the asset manager for Aire Valley Business "
                           "Park, Bradford."] + lines[:-1]
                assert any("T break 2027-06-24" in c for c in context), context
                assert any("T break 2027-09-29" in c for c in context), context
                assert any("T break at yr 2 (2027-03-25)" in c for c in context), context
                assert any("supersedes HoTs v1: break REMOVED" in c for c in context), context
                reply = answer(text, context, mock=mock)
            else:
                reply = answer(text, lines[:-1], mock=mock)
            await memory.aput(ChatMessage(role="assistant", content=reply))
    return reply


reply = asyncio.run(main())
finish(QUESTION, expected="Units 2, 5 and 9", actual=reply)
