"""Batch 8 (held out). Restaurant reservations bot: LangChain InMemoryChatMessageHistory + trim_messages, one root
span per turn.

App: the bot keeps the whole conversation in an InMemoryChatMessageHistory and, before each model call, trims it to
a token budget with ``trim_messages(strategy="last", max_tokens=120, token_counter=count_tokens_approximately)``;
the trimmed messages are the model's history (the system prompt has no separate memory).

Planted fault (UpdateError, a history trimmed on the way to the prompt): the guest's first message (booking for
Saturday 14 March) says "we'll be seven, and my dad uses a wheelchair so we need step-free access". Six more
exchanges follow (menu, wine, parking, cake). At the final turn the trim keeps only the last messages, and the party
size and access need fall out. Question: "Can you confirm the booking details: how many of us, and is the table
step-free?" -> expected "7 people; yes, step-free access is needed". The bot answers that it sees no party size and no
access needs.

Expected verdict: UpdateError at langchain.trim_messages of the final turn (inside fault()). Asserted: the trimmed
history lacks the party-size message, which is in the full history.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_langchain_restaurant_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402
from langchain_core.messages.utils import count_tokens_approximately, trim_messages  # noqa: E402

CONVERSATION = [
    ("Hi, I'd like to book dinner for Saturday 14 March at 7:30pm. We'll be seven, and my dad uses a wheelchair so "
     "we need step-free access.", "Lovely, I've pencilled in Saturday 14 March at 7:30pm. Anything else?"),
    ("Is the tasting menu available on Saturdays?", "Yes, the seven-course tasting menu runs Thursday to Saturday."),
    ("Do you do a wine pairing with it?", "We do: a five-glass pairing, or a three-glass half pairing."),
    ("Is there parking nearby?", "The Q-Park on Dock Street is two minutes' walk and open until 1am."),
    ("Can we bring our own birthday cake?", "Of course; there's a small cakeage charge per person."),
    ("What's the cakeage charge?", "It's 3 euros per person, and we'll add candles if you like."),
    ("Great, and can you print a little menu with 'Happy 70th, Rui' on it?", "Yes, we'll print that for the table."),
]

history = InMemoryChatMessageHistory()
for i, (user, bot) in enumerate(CONVERSATION):
    with turn_span(f"turn-{i + 1}"):
        history.add_messages([HumanMessage(user), AIMessage(bot)])

question = "Can you confirm the booking details: how many of us, and is the table step-free?"
with turn_span("turn-8 confirm"):
    with fault():
        window = trim_messages(history.messages, strategy="last", max_tokens=120,
                               token_counter=count_tokens_approximately, start_on="human")
    kept = " ".join(m.content for m in window)
    assert "seven" in history.messages[0].content and "seven" not in kept and "wheelchair" not in kept, kept
    turns = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in window]
    reply = answer(question, [], history=turns,
                   mock="I can see the tasting menu, the cake and the printed menu, but no party size; "
                        "no access needs are noted for the table.")
finish(question, expected="7 people; yes, step-free access is needed (wheelchair)", actual=reply)
