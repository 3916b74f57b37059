"""Batch 75 (held out). A children's birthday party business: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages, token_counter=len, start_on human), one root span per turn.

App: Kelly runs "Party Pals" (entertainers, bouncy castles, party food) from home in Cheltenham and plans each
weekend in one chat with an assistant. Each turn the app trims the history to the last 10 messages and sends that
window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "Ollie Brennan's dino party sat - his mum rang,
baby's nap is 3ish so they want it earlier, 1.30 start now, still 2 hrs. Dino Dave ok with it, he's got nothing
before". Turn 3 pastes the booking confirmation sent in January ("Saturday 13th March, 2.30pm - 4.30pm, St Luke's
Hall, Dino Dave + T-rex costume, 18 children, party food for 18"). By turn 6 the trim no longer keeps turn 1.
Question (turn 6): "what time does Ollie's party kick off? need to tell the castle lads when to have it up by" ->
expected 1.30. The assistant says 2.30.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is
in every window before turn 6 and missing from turn 6's, which holds the confirmation. Another reading: a response
fault is ruled out, as turn 1 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b75_langchain_party_dino_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Ollie Brennan's dino party sat - his mum rang, baby's nap is 3ish so they want it earlier, 1.30 start now, "
     "still 2 hrs. Dino Dave ok with it, he's got nothing before",
     "Got it: Ollie Brennan's dinosaur party on Saturday now starts at 1.30 and runs two hours; Dino Dave is fine "
     "with the earlier time."),
    ("cakes this wk - the Wilson twins (unicorn, 2 tier, from Crumbs) + a plain sponge for Ollie, mum's doing the "
     "decorating herself",
     "Cakes: a two-tier unicorn cake from Crumbs for the Wilson twins, and a plain sponge for Ollie that his mum "
     "will decorate."),
    ("pasting Ollie's confirmation from Jan so I've got it here: 'Saturday 13th March, 2.30pm - 4.30pm, St Luke's "
     "Hall, Dino Dave + T-rex costume, 18 children, party food for 18 (2 nut free), £265, £50 deposit paid'",
     "Confirmation saved: St Luke's Hall, Dino Dave with the T-rex costume, 18 children, party food for 18 with two "
     "nut-free, £265 with £50 deposit paid."),
    ("castle - the small dino one is back from the cleaners, Jay + Reece doing the drop, it takes them 40 mins to "
     "get it up + pegged",
     "The small dinosaur bouncy castle is back from cleaning; Jay and Reece will deliver it and need 40 minutes to "
     "set it up."),
    ("sun - Amira's princess party, 10 kids, just Princess Poppy (that's me lol) + face paints",
     "Sunday: Amira's princess party for 10 children, with you as Princess Poppy and face painting."),
    ("what time does Ollie's party kick off? need to tell the castle lads when to have it up by",
     "2.30pm at St Luke's Hall, so the castle needs to be up and pegged by about 2 - get the lads there by 1.15."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("1.30 start now" in str(m.content) or "starts at 1.30" in str(m.content) for m in window), \
                window
            assert any("2.30pm - 4.30pm, St Luke's Hall" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("1.30 start now" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kelly's Party Pals planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what time does Ollie's party kick off? need to tell the castle lads when to have it up by",
       expected="half one (they brought it forward for the baby's nap)", actual=reply)
