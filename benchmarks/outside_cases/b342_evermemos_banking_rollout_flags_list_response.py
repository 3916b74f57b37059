"""Batch 342 (held out). A mobile banking app's release train: EverMemOS async client (offline stand-in), asyncio -
each engineer's #mobile-release messages written by their own task (gathered), then the question's searches; the
answer call has the kill of one flag and the ramp of another in its context and lists the flags as first set.

App: the Ledgerly mobile team roll 4.12.0 out behind feature flags (LaunchDarkly). The #mobile-release channel goes
into EverMemOS - June (the release manager), Priya (payments squad) and Marcus (growth squad) - and the helper
answers support and engineering questions about the rollout.

Planted fault (ResponseError, ignored sufficient context): June, 2026-05-11T16:00Z - 4.12.0 rollout flags:
`instant_transfers_v2` at 10%, `card_freeze_toggle` 100%, `new_onboarding_flow` off; Priya, 2026-05-12T19:30Z -
`card_freeze_toggle` killed (FRAUD-212: freezing a card wasn't revoking Apple Pay tokens), off until 4.12.1; Marcus,
2026-05-13T15:00Z - `instant_transfers_v2` ramped to 25% after clean metrics, and `biometric_fallback_pin` turned on
for 100% (dark-launched in 4.11.3); June, 2026-05-14T17:20Z - store rollout 50% on Android, iOS phased release day 4.
Question (Fri 5/15, Zoe from support): "which flags are on for 4.12.0 users right now? writing the support macro"
-> expected `instant_transfers_v2` (25%) and `biometric_fallback_pin` (100%); `card_freeze_toggle` is off. The model
lists `instant_transfers_v2` at 10% and `card_freeze_toggle`.

Why a list: the two flags that are on, and the ramp, come from different people's messages on different days.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): June's first flag list,
Priya's kill and Marcus's ramp and new flag are all in the context the model was given, and it answered from the
first list. Asserted: the context has all three messages.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b342_evermemos_banking_rollout_flags_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "ledgerly-mobile-release"
MESSAGES = {
    "june": [("2026-05-11T16:00:00Z", "4.12.0 rollout flags 🚩 `instant_transfers_v2` 10%, `card_freeze_toggle` 100%, "
                                      "`new_onboarding_flow` OFF (not ready, PROJ-1301). LD project `mobile-prod`"),
             ("2026-05-14T17:20:00Z", "store rollout: android 50%, iOS phased release day 4. crash-free 99.8 so far")],
    "priya": [("2026-05-12T19:30:00Z", "killed `card_freeze_toggle` ❌ FRAUD-212 - freezing a card wasn't revoking "
                                       "the apple pay tokens. flag is OFF until 4.12.1, support pls don't mention it")],
    "marcus": [("2026-05-13T15:00:00Z", "ramped `instant_transfers_v2` 10 -> 25% after clean metrics 📈 also turned "
                                        "`biometric_fallback_pin` on for 100% (was dark launched in 4.11.3)")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "which flags are on for 4.12.0 users right now? writing the support macro"
    context = ["Now: Fri 2026-05-15 10:00 ET. You are talking to Zoe from customer support at Ledgerly."]
    for query in ("4.12.0 feature flags on", "flag killed turned off", "flag ramped rollout percentage"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("`card_freeze_toggle` 100%" in c and "`instant_transfers_v2` 10%" in c for c in context), context
    assert any("killed `card_freeze_toggle`" in c and "OFF until 4.12.1" in c for c in context), context
    assert any("10 -> 25%" in c and "`biometric_fallback_pin` on for 100%" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Two flags are on for 4.12.0: `instant_transfers_v2` (10% of users) "
                                               "and `card_freeze_toggle` (everyone). `new_onboarding_flow` is off.")
    finish(question, expected="`instant_transfers_v2` (25%) and `biometric_fallback_pin` (100%) - `card_freeze_toggle` "
                              "was killed over FRAUD-212", actual=reply)


asyncio.run(main())
