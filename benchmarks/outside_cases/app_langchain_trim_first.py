"""LangChain InMemoryChatMessageHistory for a travel assistant; the window is built with trim_messages using
strategy="first" (keeps the OLDEST messages), so the later seat change is cut. Fault: trim_messages ->
UpdateError / trimmed_from_window at the trim. The stale seat (22A) stays in the window."""
from common import setup, answer, finish, fault
setup("langchain_trim_first", ["langchain_history", "litellm"])
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.messages import trim_messages

h = InMemoryChatMessageHistory()
turns = [
    ("human", "Hi, I'm flying Lisbon to Boston on the 14th, booking ref QX7P2."),
    ("ai", "Got it, booking QX7P2, Lisbon to Boston on the 14th."),
    ("human", "My seat on that flight is 22A, by the window."),
    ("ai", "Noted: seat 22A."),
    ("human", "Can you remind me to pack the charger for my laptop?"),
    ("ai", "Sure, I'll remind you about the laptop charger."),
    ("human", "Good news, the airline upgraded me this morning, I'm now in seat 3C in business."),
    ("ai", "Congratulations on the upgrade!"),
]
for role, text in turns:
    (h.add_user_message if role == "human" else h.add_ai_message)(text)

words = lambda msgs: sum(len(str(m.content).split()) for m in msgs)
with fault():  # FAULT: keeps the first ~50 words, so the upgrade message is cut
    window = trim_messages(h.messages, max_tokens=50, token_counter=words, strategy="first")
q = "Which seat am I sitting in on the Boston flight?"
hist = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in window]
a = answer(q, "(see conversation)", mock="You're in seat 22A, by the window.", history=hist)
finish(q, "3C", a)
